import { effect } from '@preact/signals-core';
import { html, LitElement, unsafeCSS } from 'lit';
import elementsMessages from 'virtual:tj-messages/elements';
import titleMessages from 'virtual:tj-messages/titles';
import {
  loadLanguage,
  localeOf,
  messagesArrived,
  registerMessages,
  translate,
  type LocaleCode,
  type MessageKey,
} from '../i18n/i18n.ts';
import { FONT_SIZE_DEFAULT, fontSize } from '../preferences/font-size.ts';
import { applyInitialLocale, locale } from '../preferences/locale.ts';
import baseCss from './base.css?inline';
import type { WidgetEntry } from './widget-entry.ts';

export type UnavailableReason = 'unknown' | 'failed';

// It may name any widget of the registry, so it brings every title.
void registerMessages(elementsMessages, titleMessages);

const messageKeys: Record<UnavailableReason, MessageKey> = {
  unknown: 'elements.unknownWidget',
  failed: 'elements.loadFailed',
};

/**
 * Stands in for a `tj-*` tag the page cannot have: unknown to the registry, or whose code failed to
 * load (then with a reload, which fetches it again). It says so in the learner's language; the rest of the page keeps
 * working.
 * No React here: it must stay cheap even when it is the only thing on the page.
 */
export function defineUnavailable(tag: string, reason: UnavailableReason, widget?: WidgetEntry): void {
  const name = tag.toLowerCase();
  if (customElements.get(name)) return;

  class UnavailableWidget extends LitElement {
    static override styles = unsafeCSS(baseCss);
    #dispose?: () => void;
    /** The page's `lang` on the tag, taken when first connected (the element then marks its own language there). */
    #own?: LocaleCode | null;
    #language: LocaleCode = 'en';

    override connectedCallback(): void {
      super.connectedCallback();
      applyInitialLocale();
      if (this.#own === undefined) this.#own = localeOf(this.getAttribute('lang'));
      if (this.#own) void loadLanguage(this.#own);
      // Re-render in the new language whenever the locale changes, or its messages arrive late; follow the GUI
      // scale (the font size setting) as every widget does (ElementShell.tsx).
      this.#dispose = effect(() => {
        void messagesArrived.value;
        this.#language = this.#own ?? locale.value;
        this.lang = this.#language;
        this.style.setProperty('--tj-scale', String(fontSize.value / FONT_SIZE_DEFAULT));
        this.requestUpdate();
      });
    }

    override disconnectedCallback(): void {
      super.disconnectedCallback();
      this.#dispose?.();
    }

    override render() {
      const title = widget ? translate(this.#language, widget.titleKey) : name;
      const message = translate(this.#language, messageKeys[reason], { tag: name, title });
      if (reason === 'unknown') return html`<p class="tj-message" role="note">${message}</p>`;
      return html`<div class="tj-message" role="alert">
        <p>${message}</p>
        <button type="button" class="tj-button" @click=${() => window.location.reload()}>
          ${translate(this.#language, 'elements.reloadPage')}
        </button>
      </div>`;
    }
  }
  customElements.define(name, UnavailableWidget);
}
