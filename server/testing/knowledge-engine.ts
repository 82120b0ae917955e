// Test support (not a test): the knowledge engine over the real WordNet files, built once and shared. The cache
// sits in the system temp folder under a name that hashes the modules that build it, so a change to the build
// rebuilds it and other runs reuse it; within a process the opened engine is kept on globalThis, because
// vitest gives each test file fresh modules.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openKnowledge, type KnowledgeEngine } from '../knowledge/engine.ts';
import { cacheFileOf } from '../knowledge/index-cache.ts';

const buildModules = ['wordnet-parser.ts', 'knowledge-index.ts', 'index-cache.ts', 'relations.ts'].map(
  (file) => `../knowledge/${file}`,
);
const PREFIX = 'thoughtkit-knowledge-test-';

function testDataDir(): string {
  const hash = createHash('sha256');
  for (const file of buildModules) hash.update(readFileSync(new URL(file, import.meta.url)));
  const name = `${PREFIX}${hash.digest('hex').slice(0, 12)}`;
  // Caches of earlier versions of the build are of no further use.
  for (const entry of readdirSync(tmpdir())) {
    if (entry.startsWith(PREFIX) && entry !== name) rmSync(join(tmpdir(), entry), { recursive: true, force: true });
  }
  return join(tmpdir(), name);
}

const shared = globalThis as typeof globalThis & { thoughtkitKnowledgeEngine?: Promise<KnowledgeEngine> };

export function testEngine(): Promise<KnowledgeEngine> {
  shared.thoughtkitKnowledgeEngine ??= openKnowledge({ dataDir: testDataDir() });
  return shared.thoughtkitKnowledgeEngine;
}

/**
 * The knowledge index file the tests share, built on first need: a server a test starts (server-process.ts) begins
 * with a copy of it instead of building its own, which takes seconds at every fresh start.
 */
export async function sharedKnowledgeFile(): Promise<string> {
  const file = cacheFileOf(testDataDir());
  if (!existsSync(file)) await testEngine();
  return file;
}
