/**
 * The partner autoloader, in the manner of Shoelace's: a page adds one script tag, and every `tj-*` element in
 * it, now or added later, gets its definition loaded when its tag first appears; its placeholder keeps its room
 * until the widget first renders. It is given the registry's
 * lookup (widgets/tj-kit.ts, the script partners link), so it stays a few KiB; widgets, React, i18n and state
 * arrive as chunks beside it.
 */
import type { UnavailableReason } from '../elements/unavailable.ts';
import type { FindWidget, WidgetEntry } from '../elements/widget-entry.ts';
import { loadChunk } from './chunk.ts';
import { planFor } from './plan.ts';
import { placeholderCss, placeholderKeyframes } from './placeholder.ts';

export interface Autoloader {
  /**
   * Loads the definition of every undefined `tj-*` element in root (root included). Resolves when those tags are
   * defined or have failed (a failure, or a definition that has not arrived within 120 s, is logged and shows the
   * "not available" element, with a reload); it never rejects.
   */
  discover(root: ParentNode): Promise<void>;
}

/** Resolves once the element's shadow root shows something (React renders after the definition, a task later). */
function firstRender(element: Element): Promise<void> {
  const root = element.shadowRoot;
  if (!root || root.childElementCount > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (root.childElementCount === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { childList: true });
  });
}

/** Starts loading the page's `tj-*` elements, those there now and those added later. */
export function startAutoloader(findWidget: FindWidget): Autoloader {
  const definitions = new Map<string, Promise<void>>();
  let placeholderStyle: HTMLStyleElement | undefined;

  async function discover(root: ParentNode): Promise<void> {
    const candidates = [...root.querySelectorAll(':not(:defined)')];
    if (root instanceof Element && !customElements.get(root.localName)) candidates.push(root);
    const tags = new Set<string>();
    for (const element of candidates) {
      const tag = element.localName;
      if (!tag.startsWith('tj-')) continue;
      tags.add(tag);
      // Tells assistive technology the box is still loading, until the widget first shows; the placeholder style
      // (which keeps the box's room until then) alone is only visual.
      element.setAttribute('aria-busy', 'true');
      void customElements
        .whenDefined(tag)
        .then(() => firstRender(element))
        .then(() => element.removeAttribute('aria-busy'));
    }
    await Promise.all([...tags].map(definitionOf));
  }

  function definitionOf(tag: string): Promise<void> {
    let definition = definitions.get(tag);
    if (!definition) {
      definition = define(tag);
      definitions.set(tag, definition);
    }
    return definition;
  }

  async function define(tag: string): Promise<void> {
    const plan = planFor(tag, findWidget);
    if (!('placeholder' in plan)) showPlaceholder(tag);
    if ('unavailable' in plan) return showUnavailable(tag, plan.unavailable);
    try {
      await loadChunk(plan.load);
    } catch (error) {
      console.error(`[tj-kit] could not load <${tag}>`, error);
      await showUnavailable(tag, 'failed', plan.widget);
    }
  }

  async function showUnavailable(tag: string, reason: UnavailableReason, widget?: WidgetEntry): Promise<void> {
    try {
      const { defineUnavailable } = await import('../elements/unavailable.ts');
      // Another copy of the kit on the page may have defined the tag meanwhile.
      if (!customElements.get(tag)) defineUnavailable(tag, reason, widget);
    } catch (error) {
      console.error(`[tj-kit] could not show that <${tag}> is unavailable`, error);
    }
  }

  function showPlaceholder(tag: string): void {
    if (!placeholderStyle) {
      placeholderStyle = document.createElement('style');
      placeholderStyle.append(placeholderKeyframes);
      document.head.append(placeholderStyle);
    }
    placeholderStyle.append(placeholderCss(tag));
  }

  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) void discover(node);
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
  void discover(document.documentElement);
  return { discover };
}
