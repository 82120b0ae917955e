import { expect, type Page } from '@playwright/test';

interface Hooks {
  beforeEach(run: (args: { page: Page }) => void): void;
  afterEach(run: () => void): void;
}

/**
 * Fails each test of the file in which its page threw an uncaught error. Returns the list of errors, emptied before
 * each test, so a test that opens pages of its own adds theirs.
 */
export function failOnPageErrors(test: Hooks): Error[] {
  const errors: Error[] = [];
  test.beforeEach(({ page }) => {
    errors.length = 0;
    page.on('pageerror', (error) => errors.push(error));
  });
  test.afterEach(() => {
    expect(errors).toEqual([]);
  });
  return errors;
}
