// What a brain is trained on (POST /eddie/vector/update): a text, markdown, PDF or HTML document, read to plain text
// and cut into passages of at most 200 words (spec 2 §9.1) at its headings and paragraphs, so that a passage says one
// thing and a question finds it whole.
import { fileTypeFromBuffer } from 'file-type';
import { extractText, getDocumentProxy } from 'unpdf';
import { BRAIN_FILE_EXTENSIONS, MAX_BRAIN_FILE_BYTES, type BrainFile } from '../../src/contract/brains.ts';
import { chunkText, WORDS_PER_CHUNK, wordCount } from '../knowledge/text.ts';
import { decodeEntities } from '../providers/text.ts';
import { HttpError } from '../http/errors.ts';

export interface ReadDocument {
  name: string;
  type: BrainFile['type'];
  size: number;
  text: string;
}

const MIB = 1024 * 1024;
const MAX_NAME_LENGTH = 200;
const HTML_START = /^\s*(<!doctype html|<html[\s>])/i;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** The file's own name, without folders or control characters. */
function nameOf(file: Blob): string {
  const given = file instanceof File ? file.name : '';
  const base = (given.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').trim();
  return base.slice(0, MAX_NAME_LENGTH) || 'document';
}

/** Plain text of an HTML page: what a reader sees, paragraphs kept apart, nothing of scripts or styles. */
export function htmlText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|head|template|noscript|svg)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<(h[1-6])\b[^>]*>/gi, '\n\n# ')
    .replace(
      /<\/?(p|div|section|article|li|ul|ol|tr|table|br|h[1-6]|blockquote|pre|header|footer|main)\b[^>]*>/gi,
      '\n\n',
    )
    .replace(/<[^>]*>/g, ' ');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  try {
    // Quiet: pdf.js would warn on the console about every damaged file a learner uploads.
    const pdf = await getDocumentProxy(bytes, { verbosity: 0 });
    const { text } = await extractText(pdf, { mergePages: false });
    return text.join('\n\n');
  } catch {
    throw new HttpError(415, 'server.brains.unreadablePdf');
  }
}

/** The document's text, checked: one of the accepted types (by its bytes for a PDF), not empty, not too large. */
export async function readDocument(file: Blob): Promise<ReadDocument> {
  const name = nameOf(file);
  if (file.size > MAX_BRAIN_FILE_BYTES) {
    throw new HttpError(413, 'server.files.tooLarge', { megabytes: MAX_BRAIN_FILE_BYTES / MIB });
  }
  if (file.size === 0) throw new HttpError(400, 'server.files.empty');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const wrongType = () => new HttpError(415, 'server.brains.wrongType', { types: BRAIN_FILE_EXTENSIONS.join(', ') });
  const sniffed = (await fileTypeFromBuffer(bytes))?.mime;
  if (sniffed === 'application/pdf')
    return { name, type: 'application/pdf', size: file.size, text: await pdfText(bytes) };
  // Any other binary type (an image, an archive, a Word file) is refused; text must be UTF-8.
  if (sniffed !== undefined && sniffed !== 'application/xml') throw wrongType();
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw wrongType();
  }
  const extension = extensionOf(name);
  const declared = file.type.split(';')[0]?.trim();
  if (extension === '.html' || extension === '.htm' || declared === 'text/html' || HTML_START.test(decoded)) {
    return { name, type: 'text/html', size: file.size, text: htmlText(decoded) };
  }
  if (extension === '.md' || extension === '.markdown' || declared === 'text/markdown') {
    return { name, type: 'text/markdown', size: file.size, text: decoded };
  }
  if (extension === '.txt' || extension === '' || declared === 'text/plain') {
    return { name, type: 'text/plain', size: file.size, text: decoded };
  }
  throw wrongType();
}

const HEADING = /^\s{0,3}#{1,6}\s/;

/**
 * Passages of at most 200 words: paragraphs (blank-line separated) packed together while they fit, a heading always
 * starting a new passage; a paragraph longer than a passage is cut at sentences (chunkText).
 */
export function passagesOf(text: string, maxWords = WORDS_PER_CHUNK): string[] {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
  const passages: string[] = [];
  let current: string[] = [];
  let words = 0;
  const flush = () => {
    if (current.length > 0) passages.push(current.join('\n\n'));
    current = [];
    words = 0;
  };
  for (const paragraph of paragraphs) {
    const count = wordCount(paragraph);
    if (HEADING.test(paragraph) || words + count > maxWords) flush();
    if (count > maxWords) {
      passages.push(...chunkText(paragraph, maxWords));
      continue;
    }
    current.push(paragraph);
    words += count;
  }
  flush();
  return passages;
}
