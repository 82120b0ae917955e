import { useCallback, useMemo, useRef, useState } from 'react';

/** A widget's action on the learner's data: none, one running (by its name), or one that failed with its message. */
export type ActionState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly name: string }
  | { readonly status: 'failed'; readonly name: string; readonly message: string };

export interface Actions {
  readonly state: ActionState;
  /** Runs one action at a time (another while one runs is ignored); true when it succeeded. */
  run(name: string, action: () => Promise<unknown>): Promise<boolean>;
  /** Forgets a failure once the learner has read it. */
  dismiss(): void;
}

export function useAction(): Actions {
  const [state, setState] = useState<ActionState>({ status: 'idle' });
  const running = useRef(false);

  const run = useCallback(async (name: string, action: () => Promise<unknown>) => {
    if (running.current) return false;
    running.current = true;
    setState({ status: 'running', name });
    try {
      await action();
      setState({ status: 'idle' });
      return true;
    } catch (error) {
      setState({ status: 'failed', name, message: error instanceof Error ? error.message : String(error) });
      return false;
    } finally {
      running.current = false;
    }
  }, []);
  const dismiss = useCallback(() => setState({ status: 'idle' }), []);
  return useMemo(() => ({ state, run, dismiss }), [state, run, dismiss]);
}
