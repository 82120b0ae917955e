import baseCss from './base.css?inline';

const sheets = new Map<string, CSSStyleSheet>();

/** One constructed sheet per stylesheet text, shared by every instance of every widget. */
function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** Puts the kit's base styles and the widget's own into its shadow root. */
export function adoptStyles(root: ShadowRoot, widgetCss: string): void {
  root.adoptedStyleSheets = [sheetFor(baseCss), sheetFor(widgetCss)];
}
