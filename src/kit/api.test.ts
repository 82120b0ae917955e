import { describe, expect, it } from 'vitest';
import { kitOrigin } from './api.ts';

describe('kitOrigin', () => {
  it("is the origin the kit's module was served from, not the page's", () => {
    expect(kitOrigin('https://kit.example.org/kit/search-results-3f2a.js')).toBe('https://kit.example.org');
    expect(kitOrigin('http://127.0.0.1:8787/kit/tj-kit.js')).toBe('http://127.0.0.1:8787');
  });

  it('falls back to the page, else localhost, for a module read from a file (unit tests)', () => {
    expect(kitOrigin('file:///work/main/src/kit/api.ts')).toBe(globalThis.location?.origin ?? 'http://localhost');
  });
});
