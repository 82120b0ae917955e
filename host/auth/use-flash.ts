import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 2 §9.1 "form error flash 2 s": a failed submit's message shows this long. */
export const FORM_ERROR_MS = 2000;

/** A message that clears itself after `ms`; a new one restarts the clock. */
export function useFlash(ms: number = FORM_ERROR_MS): [message: string, flash: (message: string) => void] {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const flash = useCallback(
    (next: string) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(''), ms);
    },
    [ms],
  );
  return [message, flash];
}
