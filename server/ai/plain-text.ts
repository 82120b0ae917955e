// Markdown as the plain text a learner reads: notes and brain documents are written in Markdown (bold, links,
// headings, task lists), and a quote of them says their words, not their syntax. marked parses it (as the kit's note
// view does); the node link `[[label]]` of notes (src/notes/note-markup.ts) is not Markdown, so it reads as its label.
import { Lexer, type Token, type Tokens } from 'marked';
import { splitSentences } from '../knowledge/text.ts';

const NODE_LINK = /\[\[([^[\]\n]+)\]\]/g;

/** What inline tokens say, without the marks around it. Raw HTML tags are markup too. */
function inlineText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'html' || token.type === 'checkbox') return '';
      if (token.type === 'br') return ' ';
      if ('tokens' in token && token.tokens) return inlineText(token.tokens);
      return 'text' in token ? String(token.text) : '';
    })
    .join('')
    .replace(NODE_LINK, '$1');
}

/** One line per paragraph, list item, quoted paragraph, HTML block and table row; headings and code are left out. */
function blockLines(tokens: readonly Token[], lines: string[]): string[] {
  for (const token of tokens) {
    switch (token.type) {
      case 'paragraph':
      case 'text':
        lines.push(inlineText(token.tokens ?? [token]));
        break;
      case 'list':
        for (const item of (token as { items: { tokens: Token[] }[] }).items) blockLines(item.tokens, lines);
        break;
      case 'html':
        // A block of HTML in a note says its text; its tags are markup.
        lines.push(
          String(token.text)
            .replace(/<[^>]*>/g, ' ')
            .replace(/\s+([.,;:!?])/g, '$1'),
        );
        break;
      case 'blockquote':
        blockLines(token.tokens ?? [], lines);
        break;
      case 'table': {
        const { header, rows } = token as { header: { tokens: Token[] }[]; rows: { tokens: Token[] }[][] };
        for (const row of [header, ...rows]) lines.push(row.map((cell) => inlineText(cell.tokens)).join(', '));
        break;
      }
    }
  }
  return lines;
}

/** The lines of a Markdown text as plain text: what its paragraphs, list items, quotes and tables say. */
export function plainLines(markdown: string): string[] {
  return blockLines(new Lexer({ gfm: true }).lex(markdown), [])
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

/** The sentences a Markdown text says, in order, as plain text. */
export const plainSentences = (markdown: string): string[] => plainLines(markdown).flatMap(splitSentences);

/** The text of a Markdown text's first heading, if it has one. */
export function headingOf(markdown: string): string | undefined {
  const heading = new Lexer({ gfm: true })
    .lex(markdown)
    .find((token): token is Tokens.Heading => token.type === 'heading');
  return heading ? inlineText(heading.tokens) : undefined;
}
