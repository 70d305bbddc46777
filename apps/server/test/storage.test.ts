import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CODE } from '@wanju/api-client';
import { MSG } from '@wanju/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { isStorageKey, localStorage, openStorage, type Storage, StorageKeyError } from '../src/platform/storage/index';
import { startTestServer, type TestServer } from './harness';
import { startS3, type TestS3 } from './s3-server';

let s3: TestS3;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wanju-storage-'));
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const collect = async (items: AsyncIterable<string>) => {
  const keys: string[] = [];
  for await (const key of items) keys.push(key);
  return keys.sort();
};

const OUTSIDE = [
  '',
  '../secret',
  'ab/../../secret',
  '/etc/passwd',
  'ab//x',
  'ab\\..\\x',
  '%2e%2e/secret',
  '..%2fsecret',
  '.hidden',
  'ab/.',
  'nul\u0000.jpg',
  `${'a'.repeat(600)}`,
];

describe('storage keys', () => {
  it('accepts relative paths of plain segments and refuses every way out of the store', () => {
    for (const key of ['ab/0123.jpg', 'exports/2026/报价.xlsx'.replace('报价', 'quote'), 'a_b-c.d']) {
      expect(isStorageKey(key), key).toBe(true);
    }
    for (const key of OUTSIDE) expect(isStorageKey(key), key).toBe(false);
  });
});

describe.each([
  ['the data folder', () => localStorage(path.join(tmp, 'files'))],
  ['an S3-compatible store (s3rver)', () => openStorage(loadConfig({ ...s3.env, DATA_DIR: tmp }))],
])('storage in %s', (_name, make: () => Storage) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });

  it('puts, reads, streams, lists by prefix and deletes', async () => {
    await storage.put('ab/one.txt', 'one');
    await storage.put('ab/two.bin', new Uint8Array([1, 2, 3]));
    await storage.put('exports/big.csv', Readable.from([Buffer.from('a,b\n'), Buffer.from('1,2\n')]));
    await storage.put('abc/other.txt', 'other');

    expect((await storage.read('ab/one.txt'))?.toString()).toBe('one');
    expect([...((await storage.read('ab/two.bin')) ?? [])]).toEqual([1, 2, 3]);
    const stream = await storage.get('exports/big.csv');
    const chunks: Buffer[] = [];
    for await (const chunk of stream as Readable) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('a,b\n1,2\n');

    expect(await storage.exists('ab/one.txt')).toBe(true);
    expect(await storage.exists('ab/none.txt')).toBe(false);
    expect(await storage.get('ab/none.txt')).toBeNull();
    expect(await storage.read('ab/none.txt')).toBeNull();

    expect(await collect(storage.list('ab/'))).toEqual(['ab/one.txt', 'ab/two.bin']);
    expect(await collect(storage.list('ab'))).toEqual(['ab/one.txt', 'ab/two.bin', 'abc/other.txt']);
    expect(await collect(storage.list('exports/'))).toEqual(['exports/big.csv']);

    await storage.put('ab/one.txt', 'replaced');
    expect((await storage.read('ab/one.txt'))?.toString()).toBe('replaced');
    await storage.delete('ab/one.txt');
    await storage.delete('ab/one.txt');
    expect(await storage.exists('ab/one.txt')).toBe(false);
  });

  it('refuses keys outside the store before touching it', async () => {
    for (const key of OUTSIDE) {
      await expect(storage.read(key), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.put(key, 'x'), key).rejects.toBeInstanceOf(StorageKeyError);
    }
    await expect(collect(storage.list('../'))).rejects.toBeInstanceOf(StorageKeyError);
    expect(fs.existsSync(path.join(tmp, 'secret'))).toBe(false);
  });
});

/** A raw GET, so the path reaches the server exactly as written (fetch would normalise `..`). */
function rawGet(baseUrl: string, rawPath: string): Promise<{ status: number; type: string; body: Buffer }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: rawPath, method: 'GET' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('a server storing its files in an object store', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...s3.env, S3_PREFIX: 'single', DEMO_PRODUCTS: '40' });
  });
  afterAll(() => server?.close());

  it('stores an uploaded picture in the bucket and serves it from there', async () => {
    expect(server.ctx.storage.kind).toBe('s3');
    const token = await server.login('13800000001');
    const picture = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(picture)]), 'q.jpg');
    const response = await fetch(`${server.baseUrl}/api/toy/search_image`, {
      method: 'POST',
      headers: { token },
      body: form,
    });
    const body = (await response.json()) as { code: number; data: { picture: string } };
    expect(body.code).toBe(0);
    const hash = /\/files\/([0-9a-f]{32})\.jpg$/.exec(body.data.picture)?.[1] as string;
    // Nothing under the data folder: the original is in the bucket (under the configured prefix).
    expect(fs.existsSync(path.join(server.ctx.config.dataDir, 'files'))).toBe(false);
    expect(await server.ctx.storage.exists(`${hash.slice(0, 2)}/${hash}.jpg`)).toBe(true);
    const served = await rawGet(server.baseUrl, body.data.picture);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/jpeg');
    expect((await sharp(served.body).metadata()).width).toBe(320);
    // The rendered variant went to the bucket too.
    expect(await server.ctx.storage.exists(`${hash.slice(0, 2)}/${hash}_l.jpg`)).toBe(true);
  });

  it('answers 404 with the envelope for a file path outside the store', async () => {
    for (const rawPath of [
      '/files/../../package.json',
      '/files/..%2f..%2fpackage.json',
      '/files/%2e%2e/%2e%2e/etc/passwd',
      '/files/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/files//etc/passwd',
      '/files/%2fetc%2fpasswd',
      '/files/..%5c..%5cpackage.json',
      '/files/0123456789abcdef0123456789abcdef.jpg',
      '/files/0123456789abcdef0123456789abcdef.jpg%00.png',
      '/files/',
    ]) {
      const answer = await rawGet(server.baseUrl, rawPath);
      expect(answer.status, rawPath).toBe(404);
      expect(JSON.parse(answer.body.toString()), rawPath).toEqual({
        code: CODE.notFound,
        msg: MSG.fileNotFound,
        data: null,
        request_id: expect.any(String),
      });
    }
  });
});
