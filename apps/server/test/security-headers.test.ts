import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let app: FastifyInstance;
const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wanju-public-'));

beforeAll(async () => {
  server = await startTestServer({ DEMO_PRODUCTS: '60' });
  // Built apps and a Storybook as the server serves them.
  for (const [dir, html] of [
    ['buyer', '<!doctype html><script type="module" src="/assets/index.js"></script>'],
    ['storybook', '<!doctype html><script>window.CONFIG_TYPE = "PRODUCTION";</script>'],
  ] as const) {
    fs.mkdirSync(path.join(publicDir, dir), { recursive: true });
    fs.writeFileSync(path.join(publicDir, dir, 'index.html'), html);
  }
  app = await buildApp(server.ctx, { publicDir, logger: false });
});
afterAll(async () => {
  await app?.close();
  await server?.close();
  fs.rmSync(publicDir, { recursive: true, force: true });
});

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

describe('security headers', () => {
  it('on the apps, the API and the files: a CSP without inline script, nosniff, frame-ancestors, Referrer-Policy', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/' },
      { method: 'GET' as const, url: '/some/page' },
      { method: 'POST' as const, url: '/api/system/get_public_config', payload: {} },
      { method: 'GET' as const, url: '/files/nothing.jpg' },
    ]) {
      const response = await app.inject(request);
      const csp = String(response.headers['content-security-policy']);
      expect(directive(csp, 'script-src'), request.url).toBe("script-src 'self'");
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
      expect(directive(csp, 'object-src')).toBe("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('lets only Storybook run its inline scripts', async () => {
    const response = await app.inject({ method: 'GET', url: '/storybook/' });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toContain("'unsafe-inline'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 for paths outside the served folders, sent as they are', async () => {
    fs.writeFileSync(path.join(publicDir, 'secret.txt'), 'secret');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    // Raw requests: an HTTP client would resolve the dots before sending.
    const get = (url: string) =>
      new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
        let data = '';
        const socket = net.connect(port, '127.0.0.1', () =>
          socket.write(`GET ${url} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
        );
        socket.on('data', (chunk) => {
          data += chunk.toString('utf8');
        });
        socket.on('end', () => resolve({ statusCode: Number(data.split(' ')[1]), body: data }));
        socket.on('error', reject);
      });
    for (const url of [
      '/storybook/../secret.txt',
      '/storybook/..%2fsecret.txt',
      '/storybook/%2e%2e/secret.txt',
      '/storybook/%2e%2e%2fsecret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
    ]) {
      const response = await get(url);
      expect(response.body, url).not.toMatch(/\r\n\r\nsecret/);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('"code":404');
    }
    const nul = await get('/storybook/%00');
    expect(nul.statusCode).toBe(400);
    expect(nul.body).toContain('"code":400');
  });

  it('the apps need no inline script: their pages load scripts from files only', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const pages = ['buyer-portal', 'factory-console', 'showroom-kiosk']
      .map((a) => path.join(root, 'apps', a, 'index.html'))
      // and the built ones, when they are there
      .concat(['buyer', 'factory', 'kiosk'].map((d) => path.join(root, 'apps/server/public', d, 'index.html')))
      // (a build running beside the tests may remove one between the listing and the read)
      .flatMap((f) => {
        try {
          return [[f, fs.readFileSync(f, 'utf8')] as const];
        } catch {
          return [];
        }
      });
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const [page, html] of pages) {
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      for (const [, attributes, body] of scripts) {
        expect(attributes, page).toMatch(/\bsrc=/);
        expect(body?.trim(), page).toBe('');
      }
      expect(html, page).not.toMatch(/\son[a-z]+=/i);
    }
  });
});
