// What the browser benches share: starting the platform as `npm start` does, and printing figures against budgets.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));

const results = [];
/** Prints one figure against its budget; `exitCode()` is 1 when any was blown. */
export const report = (name, value, budget, ok) => {
  results.push(ok);
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name.padEnd(62)} ${String(value).padStart(10)}   (budget ${budget})`);
};
export const exitCode = () => (results.every(Boolean) ? 0 : 1);
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/**
 * `npm start` (scripts/start.mjs: builds what changed, loads the demo data) on a free port with a fresh data
 * directory, stopped when the bench exits; resolves to its base URL once it listens.
 */
export async function startPlatform(name, env = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `wanju-bench-${name}-`));
  const base = `http://127.0.0.1:${port}`;
  console.log(`Starting the platform as npm start does (${base}) …`);
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  process.on('exit', () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {}
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('已启动')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${out}`)));
  });
  return base;
}

/**
 * Debian's Chromium with a DevTools port (for Playwright over CDP and Lighthouse), killed when the bench exits;
 * resolves to the port.
 */
export async function startChromium() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'wanju-bench-chromium-'));
  const chrome = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolve, reject) => {
    let err = '';
    chrome.stderr.on('data', (chunk) => {
      err += chunk;
      const m = err.match(/DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//);
      if (m) resolve(Number(m[1]));
    });
    chrome.once('exit', (code) => reject(new Error(`chromium exited with ${code}: ${err}`)));
  });
  process.on('exit', () => {
    chrome.kill('SIGKILL');
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  });
  return port;
}
