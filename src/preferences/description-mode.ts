import { signal } from '@preact/signals-core';
import {
  exploreDescriptionModes,
  isExploreDescriptionMode,
  type ExploreDescriptionMode,
} from '../contract/description-modes.ts';
import { storage } from '../storage/storage.ts';

const MODE_KEY = 'exploreDescriptionMode';

/** The five explore description modes of spec 1 §3, in the order a selector lists them. */
export const descriptionModes = exploreDescriptionModes;

function savedMode(): ExploreDescriptionMode {
  const saved = storage.get(MODE_KEY);
  return isExploreDescriptionMode(saved) ? saved : 'Default';
}

/** The mode the explore description is asked in; the learner's last choice is kept. */
export const descriptionMode = signal<ExploreDescriptionMode>(savedMode(), { name: 'explore.descriptionMode' });

export function setDescriptionMode(mode: ExploreDescriptionMode): void {
  storage.set(MODE_KEY, mode);
  descriptionMode.value = mode;
}
