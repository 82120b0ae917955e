// Browser-test support (not a test): reading what a widget shows inside its shadow root.

export const shadowText = (element: Element): string => element.shadowRoot?.textContent ?? '';

export const shadowQuery = (element: Element, selector: string): Element | null =>
  element.shadowRoot?.querySelector(selector) ?? null;

export const shadowQueryAll = (element: Element, selector: string): Element[] => [
  ...(element.shadowRoot?.querySelectorAll(selector) ?? []),
];

/** The button whose whole text is this name. */
export const buttonNamed = (element: Element, name: string): HTMLButtonElement | undefined =>
  shadowQueryAll(element, 'button').find((button): button is HTMLButtonElement => button.textContent === name);

/** The elements inside that carry an inline event handler (onclick=, onerror= …): code a page could run later. */
export const inlineHandlers = (element: Element): Element[] =>
  shadowQueryAll(element, '*').filter((inside) => inside.getAttributeNames().some((name) => name.startsWith('on')));
