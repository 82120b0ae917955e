import { describe, expect, it } from 'vitest';
import { isPageCodeFailure } from './page-code-failure.ts';

describe('isPageCodeFailure', () => {
  it('knows each browser’s words for a page module that did not arrive', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost:8787/kit/DashboardPage-x.js',
      'error loading dynamically imported module: http://localhost:8787/kit/DashboardPage-x.js',
      'Importing a module script failed.',
    ]) {
      expect(isPageCodeFailure(new TypeError(message)), message).toBe(true);
    }
  });

  it('leaves every other failure to the not-found page', () => {
    expect(isPageCodeFailure(new Error('Failed to fetch dynamically imported module'))).toBe(false);
    expect(isPageCodeFailure(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isPageCodeFailure({ status: 404 })).toBe(false);
  });
});
