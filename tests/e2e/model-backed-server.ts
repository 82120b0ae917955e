// A spec's own product server whose language model is the fixture model server (server/testing/model-server.ts), so
// every other spec stays on the offline engine: started on a fresh data folder before the spec's tests, stopped (and
// the folder removed) after them. Read `model` and `server` inside tests, once they have started.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { startModelServer, type ModelServer, type ModelServerScript } from '../../server/testing/model-server.ts';
import { startServerProcess, type ServerProcess } from '../../server/testing/server-process.ts';

export interface ModelBackedServer {
  readonly model: ModelServer;
  readonly server: ServerProcess;
}

export function modelBackedServer(name: string, script: ModelServerScript): ModelBackedServer {
  let started: ModelBackedServer | undefined;
  let dataDir = '';
  test.beforeAll(async () => {
    // A fresh data folder builds the knowledge index first, which takes a while on a busy machine.
    test.setTimeout(180_000);
    const model = await startModelServer(script);
    dataDir = mkdtempSync(join(tmpdir(), `tk-e2e-${name}-`));
    const server = await startServerProcess({
      dataDir,
      env: { AI_BASE_URL: model.baseUrl, AI_MODEL: 'fixture-model' },
    });
    started = { model, server };
  });
  test.afterAll(async () => {
    await started?.server.stop('SIGTERM');
    await started?.model.close();
    if (dataDir !== '') rmSync(dataDir, { recursive: true, force: true });
  });
  const running = (): ModelBackedServer => {
    if (!started) throw new Error(`the ${name} server has not started`);
    return started;
  };
  return {
    get model() {
      return running().model;
    },
    get server() {
      return running().server;
    },
  };
}
