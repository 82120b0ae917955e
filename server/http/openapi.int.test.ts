import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wholeAppForTests } from '../testing/whole-app.ts';

/** The OpenAPI document the whole server serves, as Redocly's recommended rules read it. */
const opened = wholeAppForTests();
const dir = mkdtempSync(join(tmpdir(), 'tk-openapi-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Operation {
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters: { name: string; in: string; required: boolean }[];
}
let document: { paths: Record<string, Record<string, Operation>> };
const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as const),
  );
const request = (path: string) => opened.host.app.request(`http://localhost/api/v1${path}`);

beforeAll(async () => {
  document = (await (await request('/openapi.json')).json()) as typeof document;
});

describe('the served OpenAPI document', () => {
  it('passes Redocly’s recommended rules with no error', async () => {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const lint = await promisify(execFile)(
      'npx',
      ['--no-install', 'redocly', 'lint', file, '--format=json', '--max-problems=1000'],
      // Redocly exits 1 when it finds an error; its report says which.
    ).catch((failure: { stdout: string }) => failure);
    const report = JSON.parse(lint.stdout) as { totals: { errors: number }; problems: { severity: string }[] };
    expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);

  it('gives every call a summary and says who may make it, a public call with no requirement', () => {
    for (const [call, operation] of operations()) {
      expect(operation.summary, call).toMatch(/\w/);
      expect(Array.isArray(operation.security), call).toBe(true);
    }
    expect(document.paths['/auth/login']?.post?.security).toEqual([]);
    expect(document.paths['/notes']?.get?.security).toEqual([{ bearer: [] }]);
  });

  it('asks for the refresh token on refresh-token, and takes it on logout without requiring it', () => {
    const header = (operation?: Operation) => operation?.parameters.find((parameter) => parameter.in === 'header');
    expect(header(document.paths['/auth/refresh-token']?.get)?.required).toBe(true);
    expect(header(document.paths['/auth/logout']?.get)?.required).toBe(false);
  });

  it('says a signed-out visitor may list brains and books, and has none', () => {
    for (const path of ['/brains', '/book']) {
      const operation = document.paths[path]?.get;
      expect(operation?.security, path).toContainEqual({});
      expect(operation?.summary, path).toMatch(/none for a (signed-out )?visitor/);
    }
  });

  it('names /prompts without its trailing slash, and the server answers both', async () => {
    expect(Object.keys(document.paths).filter((path) => path.length > 1 && path.endsWith('/'))).toEqual([]);
    // Without a token: refused, not unknown, at both.
    expect((await request('/prompts')).status).toBe(401);
    expect((await request('/prompts/')).status).toBe(401);
  });
});
