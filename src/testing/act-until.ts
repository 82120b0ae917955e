// `until` for browser tests that render with React's act() (IS_REACT_ACT_ENVIRONMENT): each look first lets React
// finish the work pending since the last one, so the state looked for is rendered and no update escapes act().
import { act } from 'react';
import { until } from './until.ts';

export function actUntil<T>(find: () => T, what: string, timeoutMs?: number) {
  return until(
    async () => {
      await act(async () => {});
      return find();
    },
    what,
    timeoutMs,
  );
}
