import { describe, expectTypeOf, it } from 'vitest';
import type { Thought } from '../../src/contract/thought.ts';
import type { Emit, TjEventMap } from '../../src/elements/events.ts';
import './events.ts';

// Checked by the type check (npm run typecheck): Detail's event reaches the kit's map and the DOM's by merging alone.
describe("Detail's events", () => {
  it('are in the kit event map, typed on addEventListener and accepted by emit', () => {
    expectTypeOf<TjEventMap['tj-thought-shown']>().toEqualTypeOf<{ thought: Thought }>();
    expectTypeOf<GlobalEventHandlersEventMap['tj-thought-shown']>().toEqualTypeOf<CustomEvent<{ thought: Thought }>>();
    expectTypeOf<'tj-thought-shown'>().toExtend<Parameters<Emit>[0]>();
  });
});
