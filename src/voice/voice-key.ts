// Spec 2 §9.2 "ctrl or cmd + M: toggle speech recognition", anywhere on the page, text fields included (as ctrl or
// cmd + K): the key's place (`event.code`), so it is the same key on every keyboard layout.

/** Whether the key is ctrl or cmd + M, and nothing else held. */
export function isVoiceKey(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.code === 'KeyM';
}

/** Calls `toggle` on ctrl or cmd + M; returns the function that stops listening. */
export function listenToVoiceKey(page: Document, toggle: () => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    // Something on the page (a code editor, say) may already use the keys.
    if (event.defaultPrevented || event.repeat || !isVoiceKey(event)) return;
    event.preventDefault();
    toggle();
  };
  page.addEventListener('keydown', onKeyDown);
  return () => page.removeEventListener('keydown', onKeyDown);
}
