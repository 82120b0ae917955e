import { signal } from '@preact/signals-core';
import { storage } from '../storage/storage.ts';

/** Spec 2 §9.1: font size default 75 percent, bounded 55 to 120. */
export const FONT_SIZE_MIN = 55;
export const FONT_SIZE_MAX = 120;
export const FONT_SIZE_DEFAULT = 75;
const FONT_SIZE_KEY = 'fontSize';

export function clampFontSize(value: number): number {
  if (!Number.isFinite(value)) return FONT_SIZE_DEFAULT;
  return Math.min(FONT_SIZE_MAX, Math.max(FONT_SIZE_MIN, Math.round(value)));
}

function storedFontSize(): number {
  const stored = storage.get(FONT_SIZE_KEY);
  return stored === null ? FONT_SIZE_DEFAULT : clampFontSize(Number(stored));
}

/** The GUI scale in percent; widgets scale their text by fontSize / FONT_SIZE_DEFAULT. */
export const fontSize = signal(storedFontSize(), { name: 'fontSize' });

export function setFontSize(value: number): void {
  const next = clampFontSize(value);
  fontSize.value = next;
  storage.set(FONT_SIZE_KEY, String(next));
}
