// Eddie's answers are markdown written by a language model (or the offline engine): rendered by marked, raw HTML in
// them shown as text, and the result sanitised by DOMPurify, so nothing a model writes can run on the page.
// Citations are links: a note's opens its page (/note/{id}) on the kit's server in a new tab; a dictionary
// citation (#search/{word}) searches the word on this page (the widget handles the click).
import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { kitOrigin } from '../kit/api.ts';

/** The href of a citation that searches a word: `#search/{word}`, the word URI-encoded. */
export const SEARCH_LINK_PREFIX = '#search/';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const markup = new Marked({ gfm: true, renderer: { html: ({ text }) => escapeHtml(text) } });

const origin = kitOrigin(import.meta.url);
const purify = DOMPurify(window);
purify.addHook('afterSanitizeAttributes', (node) => {
  const href = node.tagName === 'A' ? node.getAttribute('href') : null;
  if (href === null || href.startsWith(SEARCH_LINK_PREFIX)) return;
  // A note's page is on the server that serves the kit, not on the partner page the widget may sit in.
  if (href.startsWith('/')) node.setAttribute('href', new URL(href, origin).href);
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

export function answerHtml(markdown: string): string {
  return purify.sanitize(markup.parse(markdown, { async: false }));
}

/** The word a search citation names, or null for any other link. */
export function searchedWord(href: string | null): string | null {
  if (href === null || !href.startsWith(SEARCH_LINK_PREFIX)) return null;
  try {
    return decodeURIComponent(href.slice(SEARCH_LINK_PREFIX.length));
  } catch {
    return null;
  }
}

/**
 * The click handler of an answer's box: a citation that searches a word (`#search/{word}`) searches it on this page
 * instead of following the link; other links open as they are.
 */
export function citationClick(onCitation: (word: string) => void) {
  return (event: { readonly target: EventTarget | null; preventDefault(): void }) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const word = searchedWord(link?.getAttribute('href') ?? null);
    if (word === null) return;
    event.preventDefault();
    onCitation(word);
  };
}
