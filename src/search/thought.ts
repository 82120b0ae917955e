import { signal } from '@preact/signals-core';
import type { Thought } from '../contract/entities.ts';

/** The current focus of the whole page (spec 1 §3 "Thought"); null until the learner searches. */
export const thought = signal<Thought | null>(null, { name: 'thought' });

/**
 * Sets the thought from what a search box, a node click or a game frame sends (typed callers only:
 * messages from other frames are parsed by src/protocol first). Blank words are ignored, and so is
 * the thought already shown, so that nothing fans out twice.
 */
export function setThought(next: Pick<Thought, 'word'> & Partial<Thought>): void {
  const word = next.word.trim();
  if (word === '') return;
  const candidate: Thought = { type: 'string', lang: 'en', label: word, ...next, word };
  const current = thought.value;
  if (current?.word === candidate.word && current.type === candidate.type && current.lang === candidate.lang) return;
  thought.value = candidate;
}
