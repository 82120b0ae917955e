import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The Node versions package.json promises are ones every installed package supports, so `npm ci` on any of them
 * prints no engine warning. A dependency raised to a version that asks for a newer Node fails here: choose one that
 * fits, or raise the range (and the README's quick start) and say so.
 */
interface Locked {
  readonly version?: string;
  readonly optional?: true;
  readonly engines?: { readonly node?: string };
}

const read = (file: string): unknown => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
const supported = (read('./package.json') as { engines: { node: string } }).engines.node;
const locked = Object.entries((read('./package-lock.json') as { packages: Record<string, Locked> }).packages);

describe('the Node versions the project supports', () => {
  it('are supported by every package it installs', () => {
    const narrower = locked
      // Optional packages that do not fit are skipped, not warned about (the platform builds of a native package).
      .filter(([path, locked]) => path !== '' && !locked.optional && locked.engines?.node)
      .filter(([, locked]) => !semver.subset(supported, locked.engines?.node ?? '*'))
      .map(
        ([path, locked]) => `${path.replace(/^.*node_modules\//, '')}@${locked.version} wants ${locked.engines?.node}`,
      );
    expect(narrower).toEqual([]);
  });

  it('include the Node this runs on, and are what the README says', () => {
    expect(semver.satisfies(process.version, supported)).toBe(true);
    expect(readFileSync(new URL('./README.md', import.meta.url), 'utf8')).toContain(
      'Node.js 20.19 or later in 20, 22.13 or later in 22, or 24 and later',
    );
  });
});
