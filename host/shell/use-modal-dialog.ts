import { useEffect, useRef, type KeyboardEvent } from 'react';
import { keepTabInside } from '../../src/page/keep-tab-inside.ts';

/**
 * A `<dialog>` shown modal while its component is mounted, closed when it goes; Tab and Shift+Tab stay inside it.
 * Spread `dialog` on the element; `close()` closes it as Escape does (its onClose runs).
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return {
    dialog: {
      ref,
      onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
        if (ref.current) keepTabInside(event.nativeEvent, ref.current);
      },
    },
    close: () => ref.current?.close(),
  };
}
