// The prompts core (spec 1 §3 "Prompt/intent", spec 2 §7.8): the intents a learner may pick (the default entry, their
// own, others' public ones), the one chosen as active (kept on this device; choosing records CHANGED_INTENT), and
// the learner's Kaaro experiment sheet. Framework-free; the page's one instance is src/kit/prompts.ts.
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import type { PromptFields } from '../contract/endpoints/prompts.ts';
import type { EventVerb } from '../contract/events.ts';
import { defaultIntent, type Kaaro, type Prompt } from '../contract/prompts.ts';
import type { User } from '../contract/user.ts';
import { createLearnerData, type LearnerData } from '../session/learner-data.ts';
import type { KeyValueStorage } from '../storage/storage.ts';

export const ACTIVE_INTENT_KEY = 'tj-active-intent';

export interface PromptsDeps {
  readonly api: Pick<ApiClient, 'call'>;
  readonly user: ReadonlySignal<User>;
  readonly storage: KeyValueStorage;
  readonly recordEvent: (verb: EventVerb, value: unknown) => void;
}

export interface Prompts {
  readonly intents: LearnerData<readonly Prompt[]>;
  /** The active intent's id: 'main' (the default) until the learner chooses another. */
  readonly activeId: ReadonlySignal<string>;
  /** The active intent as listed; the default entry while the list is not read or no longer has it. */
  readonly active: ReadonlySignal<Prompt>;
  readonly kaaros: LearnerData<readonly Kaaro[]>;
  readonly actions: {
    choose(intent: Prompt): void;
    create(fields: PromptFields): Promise<Prompt>;
    edit(intent: Prompt, fields: PromptFields): Promise<Prompt>;
    remove(intent: Prompt): Promise<void>;
    addKaaro(fields: PromptFields): Promise<Kaaro>;
    /** Changes a row and moves it to `rowIndex`. */
    editKaaro(kaaro: Kaaro, fields: PromptFields, rowIndex: number): Promise<void>;
    /** Deletes rows startIndex up to, not including, endIndex. */
    removeKaaros(startIndex: number, endIndex: number): Promise<void>;
  };
}

export function createPrompts({ api, user, storage, recordEvent }: PromptsDeps): Prompts {
  const intents = createLearnerData<readonly Prompt[]>({
    name: 'prompts.intents',
    user,
    read: (_learner, signal) => api.call('prompts.list', { signal }),
  });
  const kaaros = createLearnerData<readonly Kaaro[]>({
    name: 'prompts.kaaros',
    user,
    read: (_learner, signal) => api.call('prompts.fetchKaaros', { signal }),
  });
  const activeId = signal(storage.get(ACTIVE_INTENT_KEY) ?? defaultIntent.id, { name: 'prompts.activeId' });
  const active = computed(() => {
    const state = intents.state.value;
    const list = state.status === 'ready' ? state.data : [];
    return list.find((intent) => intent.id === activeId.value) ?? defaultIntent;
  });

  function choose(intent: Prompt): void {
    if (intent.id === activeId.peek()) return;
    activeId.value = intent.id;
    storage.set(ACTIVE_INTENT_KEY, intent.id);
    recordEvent('CHANGED_INTENT', { id: intent.id, label: intent.label });
  }

  const setSheet = (sheet: readonly Kaaro[]) => kaaros.update(() => sheet);

  return {
    intents,
    activeId,
    active,
    kaaros,
    actions: {
      choose,
      async create(fields) {
        const intent = await api.call('prompts.create', { body: fields });
        // The list reads the learner's own first; a new one goes at the top of theirs.
        intents.update(([first = defaultIntent, ...rest]) => [first, intent, ...rest]);
        return intent;
      },
      async edit(intent, fields) {
        const changed = await api.call('prompts.update', { params: { id: intent.id }, body: fields });
        intents.update((list) => list.map((kept) => (kept.id === changed.id ? changed : kept)));
        return changed;
      },
      async remove(intent) {
        await api.call('prompts.delete', { params: { id: intent.id } });
        intents.update((list) => list.filter((kept) => kept.id !== intent.id));
        if (activeId.peek() === intent.id) choose(defaultIntent);
      },
      async addKaaro(fields) {
        const kaaro = await api.call('prompts.createKaaro', { body: fields });
        kaaros.update((sheet) => [...sheet, kaaro]);
        return kaaro;
      },
      async editKaaro(kaaro, fields, rowIndex) {
        setSheet(await api.call('prompts.updateKaaro', { body: { ...fields, id: kaaro.id, rowIndex } }));
      },
      async removeKaaros(startIndex, endIndex) {
        setSheet(await api.call('prompts.deleteKaaro', { body: { startIndex, endIndex } }));
      },
    },
  };
}
