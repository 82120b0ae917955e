import { afterEach, describe, expect, it, vi } from 'vitest';
import detailMessages from 'virtual:tj-messages/detail';
import searchEngineMessages from 'virtual:tj-messages/search-engine';
import { registerMessages, t } from '../i18n/i18n.ts';
import { applyInitialLocale, initialLocale, locale, LOCALE_APPLY_DELAY_MS, setLocale } from './locale.ts';
import { storage } from '../storage/storage.ts';

describe('initialLocale', () => {
  it('prefers the saved locale', () => {
    expect(initialLocale('de', 'hi-IN')).toBe('de');
  });
  it('else takes the first two letters of the browser language', () => {
    expect(initialLocale(null, 'hi-IN')).toBe('hi');
    expect(initialLocale('klingon', 'es-MX')).toBe('es');
  });
  it('else English', () => {
    expect(initialLocale(null, 'fr-FR')).toBe('en');
    expect(initialLocale(null, undefined)).toBe('en');
  });
});

describe('locale', () => {
  // A page has the messages its widgets registered; these tests read two widgets' messages.
  void registerMessages(detailMessages, searchEngineMessages);

  afterEach(() => vi.useRealTimers());

  it('applies the saved locale one second after mount, not before', async () => {
    vi.useFakeTimers();
    storage.set('locale', 'es');
    applyInitialLocale();
    await vi.advanceTimersByTimeAsync(LOCALE_APPLY_DELAY_MS - 10);
    expect(locale.value).toBe('en');
    await vi.advanceTimersByTimeAsync(20);
    vi.useRealTimers();
    await vi.waitFor(() => expect(locale.value).toBe('es'));
    expect(t('search-engine.placeholder')).not.toBe('');
  });

  it('switches messages and saves the choice', async () => {
    await setLocale('de');
    expect(locale.value).toBe('de');
    expect(storage.get('locale')).toBe('de');
    const german = t('detail.empty');
    await setLocale('en');
    expect(t('detail.empty')).not.toBe(german);
  });
});
