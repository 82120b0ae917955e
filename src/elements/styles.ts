// Styles as constructable sheets shared by every instance of every widget: each stylesheet text becomes one
// CSSStyleSheet, built the first time a shadow root adopts it (not at import, so modules load outside a browser).
import baseCss from './base.css?inline';

export interface SharedStyles {
  /** The one sheet of this text. */
  sheet(): CSSStyleSheet;
}

export function sharedStyles(css: string): SharedStyles {
  let built: CSSStyleSheet | undefined;
  return {
    sheet() {
      if (!built) {
        built = new CSSStyleSheet();
        built.replaceSync(css);
      }
      return built;
    },
  };
}

/** The kit's base styles, under every element's own. */
export const baseStyles = sharedStyles(baseCss);

/** Puts the kit's base styles and the element's own, in order, into its shadow root. */
export function adoptStyles(root: ShadowRoot, styles: readonly SharedStyles[]): void {
  root.adoptedStyleSheets = [baseStyles, ...styles].map((style) => style.sheet());
}
