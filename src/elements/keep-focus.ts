// Following a link inside a widget (a related word, a graph index entry) redraws the widget, and the focused link
// goes with the old content: the browser then drops the keyboard on the page's body, far from where the learner was.
// This gives it to the widget itself instead, so the next Tab continues inside it.

/** Watches the widget's shadow root; returns the function that stops. `region` is what takes the focus back. */
export function keepFocusInWidget(root: ShadowRoot, region: () => HTMLElement | null): () => void {
  // Watched only while a control inside has the focus: removing it is what loses the focus (browsers differ on
  // whether that fires a focusout, so the redraw itself is watched).
  let focused: Element | null = null;
  const redraws = new MutationObserver(() => {
    if (!focused || focused.isConnected) return;
    stopWatching();
    const target = region();
    const nowhere = document.activeElement === null || document.activeElement === document.body;
    if (!target || !nowhere) return;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus({ preventScroll: true });
  });
  const stopWatching = () => {
    focused = null;
    redraws.disconnect();
  };
  // (A shadow root's event map has no focus events, though they reach it: hence Event, and the checks.)
  const onFocusIn = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    clearTimeout(stopping);
    if (!focused) redraws.observe(root, { childList: true, subtree: true });
    focused = event.target;
  };
  // Focus the learner moved elsewhere (another control, another widget, the page's background) is where they put it.
  // A removal that takes the focus with it (a focusout with nowhere to go, in Chromium) is answered by the observer
  // first: its callback runs before the next task.
  let stopping = 0;
  const onFocusOut = (event: Event) => {
    clearTimeout(stopping);
    if (event instanceof FocusEvent && event.relatedTarget !== null) stopWatching();
    else stopping = window.setTimeout(stopWatching);
  };
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  return () => {
    clearTimeout(stopping);
    stopWatching();
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
  };
}
