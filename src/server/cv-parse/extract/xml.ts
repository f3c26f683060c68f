/**
 * A tiny, non-validating XML tokenizer for Office parts. It never resolves entities beyond the five
 * predefined ones and numeric references, and ignores DOCTYPE declarations, so external entities (XXE)
 * cannot be loaded.
 */

export type XmlToken =
  | { kind: 'open'; name: string; attrs: string; selfClosing: boolean }
  | { kind: 'close'; name: string }
  | { kind: 'text'; text: string };

const TOKEN = /<(\/?)([A-Za-z_][\w.:-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<![^>]*>|([^<]+)/g;

/** Yields the tokens of an XML document in order. */
export function* tokenizeXml(xml: string): Generator<XmlToken> {
  TOKEN.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = TOKEN.exec(xml))) {
    if (match[2]) {
      if (match[1]) yield { kind: 'close', name: match[2] };
      else yield { kind: 'open', name: match[2], attrs: match[3] ?? '', selfClosing: match[4] === '/' };
    } else if (match[5] !== undefined) yield { kind: 'text', text: match[5] };
    else if (match[6] !== undefined) yield { kind: 'text', text: decodeEntities(match[6]) };
  }
}

/** Reads one attribute value (by qualified name) from a tag's attribute text. */
export function attr(attrs: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|\\s)${name.replace(/[.:]/g, '\\$&')}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attrs);
  return m ? decodeEntities(m[1] ?? m[2] ?? '') : undefined;
}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Decodes the predefined entities and numeric character references; unknown entities stay as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[ref] ?? whole;
  });
}
