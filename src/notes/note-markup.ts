// The note text markup of spec 1 §2 "Other UI": Markdown (marked) plus a code block with a Run button, a clickable
// node link, underlined text with double plus and collapsible formatted JSON. The spec shows no syntax for the node
// link; the kit takes the wiki form `[[label]]`. A note is split into blocks: code and JSON become their own blocks
// (the views give them buttons), the rest becomes HTML. Raw HTML in a note is shown as the text it is, never as
// markup; the view sanitises the HTML once more (DOMPurify) before it reaches the page.
import { Marked, type Token, type Tokens, type TokensList } from 'marked';

/** Formatted JSON longer than this shows a preview of this many characters and "Show more" (spec 1 §2). */
export const JSON_PREVIEW_LENGTH = 500;

export type NoteBlock =
  | { readonly kind: 'html'; readonly html: string }
  | { readonly kind: 'code'; readonly lang: string; readonly code: string }
  | { readonly kind: 'json'; readonly json: string };

/** The attribute a node link carries its label in; the view explores the node it names on a click. */
export const NODE_LINK_ATTRIBUTE = 'data-node';
/** The attribute a task's checkbox carries its number in (from 0, in the order of src/contract/tasks.ts). */
export const TASK_ATTRIBUTE = 'data-task';

/** The parse under way: the next task's number, and whether its checkboxes can be ticked. */
const parsing = { nextTask: 0, tickable: false };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const NODE_LINK = /^\[\[([^[\]\n]+)\]\]/;
const UNDERLINED = /^\+\+(?=\S)([^\n]*?\S)\+\+/;

const markup = new Marked({
  gfm: true,
  extensions: [
    {
      name: 'nodeLink',
      level: 'inline',
      start: (src) => src.indexOf('[['),
      tokenizer(src) {
        const match = NODE_LINK.exec(src);
        const label = match?.[1]?.trim();
        if (!match || !label) return undefined;
        return { type: 'nodeLink', raw: match[0], label };
      },
      renderer(token) {
        const label = escapeHtml(String(token['label']));
        return `<button type="button" class="node-link" ${NODE_LINK_ATTRIBUTE}="${label}">${label}</button>`;
      },
    },
    {
      name: 'underlined',
      level: 'inline',
      start: (src) => src.indexOf('++'),
      tokenizer(src) {
        const match = UNDERLINED.exec(src);
        if (!match?.[1]) return undefined;
        return { type: 'underlined', raw: match[0], text: match[1], tokens: this.lexer.inlineTokens(match[1]) };
      },
      renderer(token) {
        return `<u>${this.parser.parseInline(token.tokens ?? [])}</u>`;
      },
    },
  ],
  renderer: {
    // Raw HTML typed in a note is text, not markup.
    html: ({ text }) => escapeHtml(text),
    // A task's text names its checkbox: the box and the text are one label.
    listitem(item) {
      if (!item.task) return false;
      return `<li class="task-item"><label>${this.parser.parse(item.tokens)}</label></li>\n`;
    },
    checkbox: ({ checked }) =>
      `<input type="checkbox" class="task" ${TASK_ATTRIBUTE}="${parsing.nextTask++}"` +
      `${checked ? ' checked' : ''}${parsing.tickable ? '' : ' disabled'}> `,
  },
});

/** The value of a text that is a JSON object or array, else undefined. */
function jsonValue(text: string): unknown {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}

function ownBlock(token: Token): NoteBlock | null {
  if (token.type === 'code') {
    const { lang = '', text } = token as Tokens.Code;
    const json = lang.toLowerCase() === 'json' ? jsonValue(text) : undefined;
    if (json !== undefined) return { kind: 'json', json: JSON.stringify(json, null, 2) };
    return { kind: 'code', lang: lang.trim(), code: text };
  }
  if (token.type === 'paragraph') {
    const json = jsonValue((token as Tokens.Paragraph).text);
    if (json !== undefined) return { kind: 'json', json: JSON.stringify(json, null, 2) };
  }
  return null;
}

/**
 * A note's text as blocks, in order: code, JSON, and HTML for everything between them. Its tasks' checkboxes are
 * numbered, and can be ticked when `tickable` (the Editor's preview ticks them).
 */
export function parseNoteMarkup(text: string, { tickable = false } = {}): NoteBlock[] {
  Object.assign(parsing, { nextTask: 0, tickable });
  const tokens: TokensList = markup.lexer(text);
  const blocks: NoteBlock[] = [];
  let run: Token[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const html = markup.parser(Object.assign(run, { links: tokens.links }));
    if (html.trim() !== '') blocks.push({ kind: 'html', html });
    run = [];
  };
  for (const token of tokens) {
    const own = ownBlock(token);
    if (own) {
      flush();
      blocks.push(own);
    } else run.push(token);
  }
  flush();
  return blocks;
}

/** The labels of the node links in a note's text, each once, in order. */
export function nodeLinks(text: string): string[] {
  const labels: string[] = [];
  // walkTokens answers the callbacks' results, none here (they are not promises).
  void markup.walkTokens(markup.lexer(text), (token) => {
    if (token.type === 'nodeLink') labels.push(String((token as Tokens.Generic)['label']));
  });
  return [...new Set(labels)];
}
