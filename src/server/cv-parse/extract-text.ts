import { ParseFailure } from './errors.ts';
import type { CvFormat, ExtractedText } from './types.ts';

/**
 * Runs the extractor for a format. Each extractor is loaded only when needed (pdf.js is large), which keeps
 * cold starts short for the other formats. `handOver`: the bytes are the parse's own and may be emptied
 * (extractPdf then gives them to pdf.js without a copy).
 */
export async function extractText(bytes: Uint8Array, format: CvFormat, { handOver = false } = {}): Promise<ExtractedText> {
  switch (format) {
    case 'pdf':
      return (await import('./extract/pdf.ts')).extractPdf(bytes, { handOver });
    case 'docx':
      return (await import('./extract/docx.ts')).extractDocx(bytes);
    case 'doc':
      return (await import('./extract/doc.ts')).extractDoc(bytes);
    case 'txt':
      return (await import('./extract/txt.ts')).extractTxt(bytes);
    default:
      throw new ParseFailure('unreadable');
  }
}
