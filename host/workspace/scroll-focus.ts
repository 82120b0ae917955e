// A panel whose widget does not fit scrolls (issue 24: it scrolls rather than cropping). A learner with only a
// keyboard must be able to scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable): while it overflows, the
// panel takes the focus, and the arrow keys scroll it.

function overflows(panel: HTMLElement): boolean {
  return panel.scrollHeight > panel.clientHeight + 1 || panel.scrollWidth > panel.clientWidth + 1;
}

/** Keeps the panel focusable exactly while its content overflows it. Returns the function that stops. */
export function keepScrollableFocusable(panel: HTMLElement): () => void {
  const update = () => {
    if (overflows(panel)) panel.tabIndex = 0;
    else panel.removeAttribute('tabindex');
  };
  // The panel resizes with the workspace, its widget with its content.
  const observer = new ResizeObserver(update);
  observer.observe(panel);
  for (const child of panel.children) observer.observe(child);
  update();
  return () => observer.disconnect();
}
