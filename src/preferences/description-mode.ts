import { signal } from '@preact/signals-core';
import type { ExploreDescriptionMode } from '../contract/knowledge.ts';
import { exploreDescriptionModeSchema } from '../contract/knowledge.ts';
import { storage } from '../storage/storage.ts';

const MODE_KEY = 'exploreDescriptionMode';

/** The five explore description modes of spec 1 §3, in the order a selector lists them. */
export const descriptionModes = exploreDescriptionModeSchema.options;

function savedMode(): ExploreDescriptionMode {
  const parsed = exploreDescriptionModeSchema.safeParse(storage.get(MODE_KEY));
  return parsed.success ? parsed.data : 'Default';
}

/** The mode the explore description is asked in; the learner's last choice is kept. */
export const descriptionMode = signal<ExploreDescriptionMode>(savedMode(), { name: 'explore.descriptionMode' });

export function setDescriptionMode(mode: ExploreDescriptionMode): void {
  storage.set(MODE_KEY, mode);
  descriptionMode.value = mode;
}
