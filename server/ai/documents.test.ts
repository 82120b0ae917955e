import { describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS, htmlText, passagesOf, readDocument } from './documents.ts';
import { pdfOf } from '../testing/pdf.ts';
import { deflatedPdf, pdfBomb } from '../testing/pdf-bomb.ts';

describe('passagesOf', () => {
  it('starts a passage at each heading and packs paragraphs while they fit in 200 words', () => {
    const words = (count: number, word: string) => Array.from({ length: count }, () => word).join(' ');
    const text = `# One\n\n${words(50, 'a')}.\n\n${words(50, 'b')}.\n\n# Two\n\n${words(120, 'c')}.\n\n${words(120, 'd')}.`;
    const passages = passagesOf(text);
    expect(passages.map((passage) => passage.split(/\s+/).length)).toEqual([102, 122, 120]);
    expect(passages[0]).toMatch(/^# One\n\na a/);
    expect(passages[1]).toMatch(/^# Two\n\nc c/);
  });

  it('cuts a paragraph longer than a passage at its sentences', () => {
    const sentence = `${Array.from({ length: 30 }, () => 'word').join(' ')}.`;
    const passages = passagesOf(Array.from({ length: 10 }, () => sentence).join(' '));
    expect(passages).toHaveLength(2);
    expect(passages.every((passage) => passage.split(/\s+/).length <= 200)).toBe(true);
  });

  it('has no passage for a text of blanks', () => {
    expect(passagesOf(' \n\n \r\n ')).toEqual([]);
  });
});

describe('htmlText', () => {
  it('keeps what a reader sees, paragraphs apart, and drops scripts, styles, the head and comments', () => {
    const html =
      '<html><head><title>T</title><style>p{}</style></head><body><!-- note --><h2>Ice</h2>' +
      '<p>Glaciers &amp; fjords&#33;</p><script>alert(1)</script><ul><li>One</li><li>Two</li></ul></body></html>';
    expect(htmlText(html)).toBe('# Ice\n\nGlaciers & fjords!\n\nOne\n\nTwo');
  });

  it('reads 200 KB of unclosed <script tags at once, and twice as much in about twice the time', () => {
    // A regex took seconds on this (issue 23): each `<script ` looked for its `</script>` to the end of the page.
    const unclosed = (kilobytes: number) => '<script '.repeat(kilobytes * 128);
    const fastest = (html: string) =>
      Math.min(
        ...Array.from({ length: 3 }, () => {
          const started = performance.now();
          htmlText(html);
          return performance.now() - started;
        }),
      );
    expect(htmlText(unclosed(200))).toBe('');
    const once = fastest(unclosed(200));
    const twice = fastest(unclosed(400));
    expect(once).toBeLessThan(500);
    // Linear: twice the markup in at most three times the time (the few milliseconds allow for the clock's grain).
    expect(twice).toBeLessThan(3 * once + 5);
  });

  it('drops scripts, styles, drawings and templates of a well-formed page, and keeps words whole across inline tags', () => {
    const html =
      '<!doctype html><html><head><meta charset="utf-8"><title>T</title><script>var x = "<p>no</p>";</script></head>' +
      '<body><svg><style>.a{}</style><text>drawn</text></svg><h1>Basalt&nbsp;columns</h1>' +
      '<p>Lava <b>c</b>ools into <a href="#rock">basalt</a>.</p><template><p>hidden</p></template>' +
      '<noscript>Turn on JavaScript</noscript><table><tr><td>A</td><td>B</td></tr></table>' +
      '<p>Caf&eacute; &lt;3<br>next</p><script>if (a < b) document.write("</p>")</script></body></html>';
    expect(htmlText(html)).toBe('# Basalt columns\n\nLava cools into basalt.\n\nA B\n\nCafé <3\n\nnext');
  });

  it('ends the head where the body begins, with or without the tags that say so', () => {
    expect(htmlText('<html><head><title>T</title><style>p{}</style><body><p>Body</p>')).toBe('Body');
    expect(htmlText('<head><title>T</title><p>Shown</p>')).toBe('Shown');
  });
});

// pdf.js reads real PDFs here: about 3 s for the longest alone, over 5 s beside the rest of the tier on 2 cores.
describe('readDocument', { timeout: 20_000 }, () => {
  it('reads a PDF by its bytes, whatever its name says', async () => {
    const read = await readDocument(new File([pdfOf(['Basalt is a volcanic rock.'])], 'notes.txt'));
    expect(read).toMatchObject({ type: 'application/pdf', text: 'Basalt is a volcanic rock.' });
  });

  it('takes markdown and text by name or declared type, and HTML by its start', async () => {
    expect((await readDocument(new File(['# A'], 'a.markdown'))).type).toBe('text/markdown');
    expect((await readDocument(new File(['plain'], 'notes', { type: 'text/plain' }))).type).toBe('text/plain');
    const page = await readDocument(new File(['<!DOCTYPE html><p>Hi</p>'], 'saved.txt'));
    expect(page).toMatchObject({ type: 'text/html', text: 'Hi' });
  });

  it('refuses a PDF whose content inflates a thousandfold (a bomb) before pdf.js reads it', async () => {
    const bomb = pdfBomb();
    expect(bomb.length).toBeLessThan(200 * 1024);
    const started = performance.now();
    await expect(readDocument(new File([bomb], 'bomb.pdf'))).rejects.toMatchObject({
      status: 413,
      key: 'server.brains.documentTooLarge',
    });
    // Found by zlib stopping at the limit: pdf.js would take many seconds over 50 MB of page content.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('stops reading a PDF once its pages have given more text than the limit', async () => {
    // 200 pages that show one 100 KB stream, each well within the inflation rules: 20 MB of content in all.
    const bomb = pdfBomb({ inflatedBytes: 100_000, pages: 200 });
    const limits = { ...DOCUMENT_LIMITS, characters: 500_000 };
    await expect(readDocument(new File([bomb], 'pages.pdf'), limits)).rejects.toMatchObject({
      status: 413,
      key: 'server.brains.documentTooLarge',
      vars: { pages: DOCUMENT_LIMITS.pages, megabytes: 0.5 },
    });
    const few = await readDocument(new File([pdfBomb({ inflatedBytes: 100_000, pages: 2 })], 'few.pdf'), limits);
    expect(few.text.length).toBeGreaterThan(100_000);
  });

  it('refuses a PDF of more pages than the limit', async () => {
    const limits = { ...DOCUMENT_LIMITS, pages: 3 };
    const four = new File([deflatedPdf(['A page.'], 4)], 'four.pdf');
    await expect(readDocument(four, limits)).rejects.toMatchObject({ status: 413 });
    const three = await readDocument(new File([deflatedPdf(['A page.'], 3)], 'three.pdf'), limits);
    expect(three.text).toBe('A page.\n\nA page.\n\nA page.');
  });

  it('reads a long compressed PDF of ordinary text: the inflation rules refuse bombs, not books', async () => {
    // Words in no order, as prose is to deflate: it packs them about three to one, not a thousand.
    let seed = 7;
    const word = () => {
      seed = (seed * 48271) % 2147483647;
      return ['basalt', 'magma', 'crust', 'lava', 'cools', 'rises', 'the', 'slowly', 'into', 'rock'][seed % 10];
    };
    const lines = Array.from({ length: 30_000 }, () => Array.from({ length: 8 }, word).join(' '));
    const read = await readDocument(new File([deflatedPdf(lines)], 'book.pdf'));
    expect(read.type).toBe('application/pdf');
    // pdf.js runs lines drawn at one place together; every word is there, in order.
    expect(read.text.replace(/\s/g, '')).toBe(lines.join('').replace(/\s/g, ''));
  });
});
