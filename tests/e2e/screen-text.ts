import type { Locator } from '@playwright/test';

/**
 * Where a word is on screen inside a widget (in its shadow root): the middle of its first whole-word occurrence in
 * plain text, not inside a button or a link (pressing there would also click them).
 */
export async function wordOnScreen(widget: Locator, word: string): Promise<{ x: number; y: number }> {
  return widget.evaluate((element, wanted) => {
    const root = element.shadowRoot ?? element;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const pattern = new RegExp(`\\b${wanted}\\b`);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('button, a')) continue;
      const at = (node.textContent ?? '').search(pattern);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const rect = range.getBoundingClientRect();
      return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
    }
    throw new Error(`no plain "${wanted}" in <${element.localName}>`);
  }, word);
}
