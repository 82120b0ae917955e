// The thought map kept across a reload (issue 24 point 4): a quest being followed (its checkpoints, its steps to
// replay, the quest it belongs to) is still being followed when the page loads again, as is the learner's own map.
// Kept per learner: `key` is null while no one is signed in, and nothing is read or kept then.
import { effect, type ReadonlySignal } from '@preact/signals-core';
import { z } from 'zod';
import { thoughtMapSchema } from '../contract/quests.ts';
import type { KeyValueStorage } from '../storage/storage.ts';
import { openQuest, questBody } from './quest-data.ts';
import type { ThoughtMap } from './thought-map.ts';

export interface KeptMapDeps {
  readonly thoughtMap: ThoughtMap;
  readonly storage: KeyValueStorage;
  /** Where the signed-in learner's map is kept; null while no one is signed in. */
  readonly key: ReadonlySignal<string | null>;
}

/** As a quest keeps it (quest-data.ts), so a kept map is read back with the quest's own checks. */
const keptSchema = z.object({
  questId: z.string().nullable(),
  goal: z.string().nullable().default(null),
  thought_map: thoughtMapSchema,
});

function read(storage: KeyValueStorage, key: string) {
  try {
    const kept = keptSchema.safeParse(JSON.parse(storage.get(key) ?? 'null'));
    if (!kept.success) return null;
    const opened = openQuest({ id: 'kept', general_information: {}, thought_map: kept.data.thought_map });
    return opened.ok ? { ...opened, questId: kept.data.questId, goal: kept.data.goal } : null;
  } catch {
    // Not JSON (written by hand, or cut short): nothing was kept.
    return null;
  }
}

/** Restores the learner's kept map when they are known, then keeps every change of it; returns the dispose. */
export function keepThoughtMap({ thoughtMap, storage, key }: KeptMapDeps): () => void {
  const { map, records, questId, goal } = thoughtMap.signals;
  /** The learner whose map was read: only theirs is written, never another's map under their key. */
  let readFor: string | null = null;
  const stopReading = effect(() => {
    const current = key.value;
    if (current === null || current === readFor) return;
    readFor = current;
    const kept = read(storage, current);
    if (kept) thoughtMap.actions.restore(kept.map, kept.records, { questId: kept.questId, goal: kept.goal });
  });
  const stopKeeping = effect(() => {
    const current = key.value;
    const body = questBody('', map.value, records.value).thought_map;
    const kept = { questId: questId.value, goal: goal.value, thought_map: body };
    if (current === null || current !== readFor) return;
    if (body.nodes.length === 0) storage.remove(current);
    else storage.set(current, JSON.stringify(kept));
  });
  return () => {
    stopReading();
    stopKeeping();
  };
}
