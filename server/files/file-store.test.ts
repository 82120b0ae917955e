import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, MIN_SECRET_BYTES } from '../config.ts';
import { openFileStore, type FileStore } from './file-store.ts';

/**
 * The smallest S3-compatible service: path-style PUT and GET of objects in memory, answering a missing key as S3
 * does. The real SDK talks to it over HTTP, so the test covers what the store sends and reads, not a mock of it.
 */
function fakeS3(): { server: Server; objects: Map<string, { body: Buffer; type: string | undefined }> } {
  const objects = new Map<string, { body: Buffer; type: string | undefined }>();
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
    if (request.method === 'PUT') {
      objects.set(path, { body: Buffer.concat(chunks), type: request.headers['content-type'] });
      response.writeHead(200, { etag: '"1"' }).end();
      return;
    }
    const object = objects.get(path);
    if (!object) {
      response
        .writeHead(404, { 'content-type': 'application/xml' })
        .end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>');
      return;
    }
    response
      .writeHead(200, { 'content-type': object.type ?? '', 'content-length': object.body.length })
      .end(object.body);
  });
  return { server, objects };
}

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('the file stores', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tk-files-'));
  const s3 = fakeS3();
  let endpoint: string;

  beforeAll(async () => {
    s3.server.listen(0, '127.0.0.1');
    await once(s3.server, 'listening');
    endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    s3.server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const config = (env: NodeJS.ProcessEnv) =>
    loadConfig({ JWT_SECRET: 'x'.repeat(MIN_SECRET_BYTES), DATA_DIR: dataDir, ...env });

  async function roundTrip(store: FileStore) {
    await store.put('f1', png, 'image/png');
    expect(await store.get('f1')).toEqual(png);
    expect(await store.get('missing')).toBeUndefined();
  }

  it('keeps files in the data folder by default, whole or not at all', async () => {
    const store = openFileStore(config({}));
    expect(store.kind).toBe('disk');
    await roundTrip(store);
    expect(readdirSync(join(dataDir, 'files'))).toEqual(['f1']);
  });

  it('keeps files in an S3-compatible bucket when S3_BUCKET is set', async () => {
    const settings = config({
      S3_BUCKET: 'notes',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(settings.s3).toEqual({
      bucket: 'notes',
      region: 'us-east-1',
      endpoint,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    const store = openFileStore(settings);
    expect(store.kind).toBe('s3');
    await roundTrip(store);
    expect(s3.objects.get('/notes/f1')).toEqual({ body: Buffer.from(png), type: 'image/png' });
  });

  it('refuses half an S3 setting, and never shows the secret', () => {
    expect(() => config({ S3_ACCESS_KEY_ID: 'key', S3_BUCKET: 'b' })).toThrow(/^S3_SECRET_ACCESS_KEY must be set too/);
    expect(() => config({ S3_ENDPOINT: endpoint })).toThrow(/^S3_BUCKET must be set/);
    expect(() => config({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(/^S3_ENDPOINT must be an http/);
    try {
      config({ S3_SECRET_ACCESS_KEY: 'hunter2' });
    } catch (error) {
      expect(String(error)).not.toContain('hunter2');
    }
  });
});
