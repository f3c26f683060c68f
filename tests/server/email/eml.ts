/**
 * Just enough of a MIME reader for our own mails (multipart/alternative with quoted-printable or base64 parts),
 * so tests can check what a mail program would show.
 */
export interface ReadMail {
  /** The raw header block, unfolded, one header per line. */
  headerLines: string[];
  header(name: string): string | undefined;
  text: string;
  html: string;
}

function splitHead(raw: string): { headerLines: string[]; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  return { headerLines: head.split('\r\n'), body: raw.slice(end + 4) };
}

function headerOf(lines: string[], name: string): string | undefined {
  const prefix = `${name.toLowerCase()}:`;
  return lines.find((line) => line.toLowerCase().startsWith(prefix))?.slice(prefix.length).trim();
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const soft = body.replace(/=\r\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodePart(lines: string[], body: string): string {
  const encoding = headerOf(lines, 'content-transfer-encoding')?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

export function readEml(raw: string | Buffer): ReadMail {
  const { headerLines, body } = splitHead(raw.toString());
  const contentType = headerOf(headerLines, 'content-type') ?? 'text/plain';
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1, -1)) {
      const part = splitHead(chunk.replace(/^\r\n/, ''));
      const type = (headerOf(part.headerLines, 'content-type') ?? '').split(';')[0]!.trim();
      parts[type] = decodePart(part.headerLines, part.body.replace(/\r\n$/, ''));
    }
  } else {
    parts[contentType.split(';')[0]!.trim()] = decodePart(headerLines, body);
  }
  return {
    headerLines,
    header: (name) => headerOf(headerLines, name),
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
  };
}
