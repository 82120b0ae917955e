import { signal } from '@preact/signals-core';
import { storage } from '../storage/storage.ts';

/** Spec 2 §9.1: font size default 75 percent, bounded 55 to 120 (50 when a partner page sets it by message). */
export const FONT_SIZE_MIN = 55;
export const FONT_SIZE_MESSAGE_MIN = 50;
export const FONT_SIZE_MAX = 120;
export const FONT_SIZE_DEFAULT = 75;
const FONT_SIZE_KEY = 'fontSize';

export function clampFontSize(value: number, min = FONT_SIZE_MIN): number {
  if (!Number.isFinite(value)) return FONT_SIZE_DEFAULT;
  return Math.min(FONT_SIZE_MAX, Math.max(min, Math.round(value)));
}

function storedFontSize(): number {
  const stored = storage.get(FONT_SIZE_KEY);
  // A stored 50 came from a partner page's message, the only way to go below 55.
  return stored === null ? FONT_SIZE_DEFAULT : clampFontSize(Number(stored), FONT_SIZE_MESSAGE_MIN);
}

/** The GUI scale in percent; widgets scale their text by fontSize / FONT_SIZE_DEFAULT. */
export const fontSize = signal(storedFontSize(), { name: 'fontSize' });

/** `min`: FONT_SIZE_MESSAGE_MIN when a partner page's message sets it, else the settings' FONT_SIZE_MIN. */
export function setFontSize(value: number, min = FONT_SIZE_MIN): number {
  const next = clampFontSize(value, min);
  fontSize.value = next;
  storage.set(FONT_SIZE_KEY, String(next));
  return next;
}
