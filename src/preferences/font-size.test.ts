import { describe, expect, it } from 'vitest';
import { clampFontSize, FONT_SIZE_MESSAGE_MIN, fontSize, setFontSize } from './font-size.ts';
import { storage } from '../storage/storage.ts';

describe('font size', () => {
  it('defaults to 75', () => {
    expect(fontSize.value).toBe(75);
  });
  it('is bounded 55 to 120', () => {
    expect(clampFontSize(10)).toBe(55);
    expect(clampFontSize(500)).toBe(120);
    expect(clampFontSize(Number.NaN)).toBe(75);
  });
  it('saves what is set', () => {
    setFontSize(130);
    expect(fontSize.value).toBe(120);
    expect(storage.get('fontSize')).toBe('120');
  });
  it('goes down to 50 only when a partner page sets it by message', () => {
    expect(setFontSize(50)).toBe(55);
    expect(setFontSize(40, FONT_SIZE_MESSAGE_MIN)).toBe(50);
    expect(fontSize.value).toBe(50);
    expect(storage.get('fontSize')).toBe('50');
  });
});
