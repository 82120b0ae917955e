import { describe, expect, it } from 'vitest';
import { htmlText, passagesOf, readDocument } from './documents.ts';
import { pdfOf } from './test-pdf.ts';

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
});

describe('readDocument', () => {
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
});
