// What a brain is trained on (POST /eddie/vector/update): a text, markdown, PDF or HTML document, read to plain text
// and cut into passages of at most 200 words (spec 2 §9.1) at its headings and paragraphs, so that a passage says one
// thing and a question finds it whole.
import { constants as zlibConstants, inflateSync } from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type';
import { Parser } from 'htmlparser2';
import { getDocumentProxy } from 'unpdf';
import {
  BRAIN_FILE_EXTENSIONS,
  MAX_BRAIN_DOCUMENT_CHARACTERS,
  MAX_BRAIN_FILE_BYTES,
  MAX_BRAIN_PDF_PAGES,
  type BrainFile,
} from '../../src/contract/brains.ts';
import { chunkText, WORDS_PER_CHUNK, wordCount } from '../knowledge/text.ts';
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

/** Elements whose contents a reader never sees. */
const HIDDEN = new Set(['script', 'style', 'head', 'template', 'noscript', 'svg']);
/** What may stand in a page's head: any other element means the body has begun, with or without a <body> tag. */
const HEAD_CONTENT = new Set(['title', 'meta', 'link', 'base', 'style', 'script', 'noscript', 'template']);
/** Elements that end a paragraph where they open and where they close. */
const BLOCKS = new Set('p div section article li ul ol tr table br blockquote pre header footer main'.split(' '));
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Elements inside a line of text: they part no words (`<b>W</b>ord` is one word); any other element is a space. */
const INLINE = new Set(
  'a abbr b bdi bdo cite code data dfn em font i kbd mark q s samp small span strong sub sup time u var'.split(' '),
);

/**
 * Plain text of an HTML page: what a reader sees, paragraphs kept apart, nothing of scripts, styles or the head.
 * A streaming parser reads it in one pass (linear time whatever the markup: an unclosed `<script ` a thousand times
 * over costs what any text of its length does) and decodes the character references.
 */
export function htmlText(html: string): string {
  const pieces: string[] = [];
  let hidden = 0;
  let inHead = false;
  const parser = new Parser(
    {
      onopentag(name) {
        if (inHead && !HEAD_CONTENT.has(name)) {
          inHead = false;
          hidden -= 1;
        }
        if (HIDDEN.has(name)) {
          hidden += 1;
          if (name === 'head') inHead = true;
        }
        if (hidden === 0)
          pieces.push(HEADINGS.has(name) ? '\n\n# ' : BLOCKS.has(name) ? '\n\n' : INLINE.has(name) ? '' : ' ');
      },
      onclosetag(name) {
        if (name === 'head' && !inHead) return;
        if (HIDDEN.has(name)) {
          hidden = Math.max(0, hidden - 1);
          if (name === 'head') inHead = false;
          pieces.push(' ');
          return;
        }
        if (hidden === 0) pieces.push(HEADINGS.has(name) || BLOCKS.has(name) ? '\n\n' : INLINE.has(name) ? '' : ' ');
      },
      ontext(text) {
        if (hidden === 0) pieces.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return pieces
    .join('')
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** How much a document may unpack into: a PDF's pages and compressed streams, and any document's text. */
export interface DocumentLimits {
  pages: number;
  /** Characters of text. */
  characters: number;
  /** Bytes a PDF's compressed streams (all but its images, which reading its text leaves packed) inflate to. */
  inflatedBytes: number;
}

export const DOCUMENT_LIMITS: DocumentLimits = {
  pages: MAX_BRAIN_PDF_PAGES,
  characters: MAX_BRAIN_DOCUMENT_CHARACTERS,
  // A 10 MB textbook's pages and fonts inflate to a few tens of megabytes; pdf.js would take longer than its time
  // limit to read much more than this anyway (documents-pool.ts).
  inflatedBytes: 64 * MIB,
};

/**
 * How many times its packed size one stream may inflate to, once past a megabyte: text and fonts deflate to a
 * third or a tenth, a bomb to a thousandth (the zip bomb rule of Apache POI, which refuses 1 to 100 too).
 */
const MAX_INFLATE_RATIO = 100;
const RATIO_GRACE_BYTES = MIB;
const FLATE_FIRST = /\/Filter\s*(?:\[\s*)?\/FlateDecode\b/;
const IMAGE = /\/Subtype\s*\/Image\b/;

/**
 * Refuses a PDF whose compressed streams inflate to more than the limit, or one stream to more than a hundred
 * times its size, before pdf.js reads it: a few kilobytes that inflate to 50 MB of page content would keep pdf.js
 * busy for many seconds. zlib inflates natively and stops at the limit, so a bomb is found in milliseconds. Streams
 * packed another way first (ASCII85, LZW) are left to the text cap, the time limit and the memory limit.
 */
function checkInflatedSize(bytes: Uint8Array, limits: DocumentLimits): void {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const streams = /\bstream(?:\r\n|\n|\r)/g;
  const objects = /\d+\s+\d+\s+obj\b/g;
  let left = limits.inflatedBytes;
  let objectStart = 0;
  for (let stream = streams.exec(text); stream; stream = streams.exec(text)) {
    // The stream's dictionary: from the last object header before it.
    for (let object = objects.exec(text); object && object.index < stream.index; object = objects.exec(text)) {
      objectStart = object.index;
    }
    const dataStart = stream.index + stream[0].length;
    const end = text.indexOf('endstream', dataStart);
    const dataEnd = end < 0 ? text.length : end;
    streams.lastIndex = dataEnd;
    objects.lastIndex = dataEnd;
    const dictionary = text.slice(objectStart, stream.index);
    if (!FLATE_FIRST.test(dictionary) || IMAGE.test(dictionary)) continue;
    const packed = bytes.subarray(dataStart, dataEnd);
    const allowed = Math.min(left, Math.max(RATIO_GRACE_BYTES, packed.length * MAX_INFLATE_RATIO));
    try {
      const inflated = inflateSync(packed, {
        finishFlush: zlibConstants.Z_SYNC_FLUSH,
        maxOutputLength: Math.max(1, allowed),
      });
      left -= inflated.length;
    } catch (error) {
      if (error instanceof RangeError) throw tooMuchText(limits);
      // Damaged data: pdf.js decides what it makes of it.
    }
  }
}

/** The refusal of a document that unpacks into more than the limits (or more than its worker's memory). */
export const tooMuchText = (limits: DocumentLimits) =>
  new HttpError(413, 'server.brains.documentTooLarge', {
    pages: limits.pages,
    megabytes: Math.round((limits.characters / MIB) * 10) / 10,
  });

/** The text of a chunk of a page as pdf.js streams it: its text items (marked-content items have no `str`). */
function piecesOf(chunk: unknown): string[] {
  const items: unknown = typeof chunk === 'object' && chunk !== null && 'items' in chunk ? chunk.items : [];
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown) =>
    typeof item === 'object' && item !== null && 'str' in item && typeof item.str === 'string'
      ? [item.str + ('hasEOL' in item && item.hasEOL === true ? '\n' : '')]
      : [],
  );
}

/**
 * The text of a PDF, page after page, read as pdf.js streams it: a page whose few kilobytes of compressed content
 * inflate to megabytes of text is stopped as it passes the limit, not after.
 */
async function pdfText(bytes: Uint8Array, limits: DocumentLimits): Promise<string> {
  const unreadable = () => new HttpError(415, 'server.brains.unreadablePdf');
  checkInflatedSize(bytes, limits);
  // Quiet: pdf.js would warn on the console about every damaged file a learner uploads.
  const pdf = await getDocumentProxy(bytes, { verbosity: 0 }).catch(() => {
    throw unreadable();
  });
  try {
    if (pdf.numPages > limits.pages) throw tooMuchText(limits);
    const pages: string[] = [];
    let characters = 0;
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const reader = page.streamTextContent().getReader();
      const pieces: string[] = [];
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        for (const piece of piecesOf(next.value)) {
          pieces.push(piece);
          characters += piece.length;
        }
        if (characters > limits.characters) {
          // pdf.js wants a reason (an Error) for a cancel.
          await reader.cancel(new Error('the text passed its limit'));
          throw tooMuchText(limits);
        }
      }
      pages.push(pieces.join(''));
      page.cleanup();
    }
    return pages.join('\n\n');
  } catch (error) {
    throw error instanceof HttpError ? error : unreadable();
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/**
 * The document's text, checked: one of the accepted types (by its bytes for a PDF), not empty, not too large, and
 * not unpacking into more text than the limits. This is the slow part of training a brain: the server runs it on a
 * worker (documents-pool.ts), never on the thread that answers requests.
 */
export async function readDocument(file: Blob, limits: DocumentLimits = DOCUMENT_LIMITS): Promise<ReadDocument> {
  const read = await readText(file, limits);
  if (read.text.length > limits.characters) throw tooMuchText(limits);
  return read;
}

async function readText(file: Blob, limits: DocumentLimits): Promise<ReadDocument> {
  const name = nameOf(file);
  if (file.size > MAX_BRAIN_FILE_BYTES) {
    throw new HttpError(413, 'server.files.tooLarge', { megabytes: MAX_BRAIN_FILE_BYTES / MIB });
  }
  if (file.size === 0) throw new HttpError(400, 'server.files.empty');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const wrongType = () => new HttpError(415, 'server.brains.wrongType', { types: BRAIN_FILE_EXTENSIONS.join(', ') });
  const sniffed = (await fileTypeFromBuffer(bytes))?.mime;
  if (sniffed === 'application/pdf')
    return { name, type: 'application/pdf', size: file.size, text: await pdfText(bytes, limits) };
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
