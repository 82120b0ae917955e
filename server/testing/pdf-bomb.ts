// Test support (not a test): PDFs whose page content is one compressed stream (FlateDecode), as exported documents
// have it, shown by each of their pages; among them the bombs of issue 23, a few kilobytes that inflate to megabytes.
import { deflateSync } from 'node:zlib';

const MB = 1024 * 1024;

const escapePdf = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

/**
 * A PDF whose pages all show these lines, packed with deflate. With no leading (TL) each line is drawn where the one
 * before it was: always on the page, where pdf.js keeps the text (it drops what falls off the page).
 */
export function deflatedPdf(lines: readonly string[], pages = 1): Uint8Array<ArrayBuffer> {
  const content = `BT\n/F1 12 Tf\n72 720 Td\n${lines.map((line) => `(${escapePdf(line)}) '\n`).join('')}ET\n`;
  const stream = deflateSync(content, { level: 9 });
  const kids = Array.from({ length: pages }, (_, index) => `${index + 5} 0 R`).join(' ');
  const objects: (string | Uint8Array)[][] = [
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    [`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`],
    [`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, stream, '\nendstream'],
    ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'],
    ...Array.from({ length: pages }, () => [
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R /Resources << /Font << /F1 4 0 R >> >> >>',
    ]),
  ];
  const parts: Buffer[] = [];
  let length = 0;
  const add = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part);
    parts.push(bytes);
    length += bytes.length;
  };
  add('%PDF-1.4\n');
  const offsets = objects.map((body, index) => {
    const offset = length;
    add(`${index + 1} 0 obj\n`);
    body.forEach(add);
    add('\nendobj\n');
    return offset;
  });
  const xref = length;
  add(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  add(offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join(''));
  add(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  const pdf = Buffer.concat(parts);
  return new Uint8Array(pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength));
}

export interface PdfBomb {
  /** How large the page content is once inflated, in bytes: about 50 MB by default (issue 23). */
  inflatedBytes?: number;
  /** How many pages show it (all the same stream, so the file stays small). */
  pages?: number;
}

/** One line of text repeated: deflate packs it about a thousand to one. */
export function pdfBomb({ inflatedBytes = 50 * MB, pages = 1 }: PdfBomb = {}): Uint8Array<ArrayBuffer> {
  const line = 'A line of text that a bomb repeats without end';
  const lines = Array.from({ length: Math.ceil(inflatedBytes / (line.length + 5)) }, () => line);
  return deflatedPdf(lines, pages);
}
