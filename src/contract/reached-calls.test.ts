// Issue 25: a call of the contract's table that no widget, page or key makes is a feature that does not exist. This
// walks the table and fails for any call whose name no browser module (src/, widgets/, host/; the contract itself,
// the test fakes and tests aside) writes.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';

const root = join(import.meta.dirname, '../..');
const notBrowserCode = [/^src\/contract\//, /^src\/testing\//, /\.test\.tsx?$/, /\/testing\//];

function browserModules(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !notBrowserCode.some((pattern) => pattern.test(path)));
}

describe('the contract table, walked', () => {
  it('has every call made by some browser module', () => {
    const sources = ['src', 'widgets', 'host']
      .flatMap(browserModules)
      .map((path) => readFileSync(join(root, path), 'utf8'));
    const unreached = Object.keys(endpoints).filter((name) => !sources.some((source) => source.includes(`'${name}'`)));
    console.log(
      `${Object.keys(endpoints).length} calls in the table; made by no browser module: ${unreached.join(', ') || 'none'}`,
    );
    expect(unreached).toEqual([]);
  });
});
