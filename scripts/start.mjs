// npm start: install what is missing, build what the server serves when its sources changed, start the server.

import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensureDeps, pnpm, root } from './lib.mjs';

const t0 = Date.now();
ensureDeps();

/** Everything the built output depends on. */
const INPUTS = ['packages', 'apps', '.storybook', 'pnpm-lock.yaml'];
const SKIP = new Set(['node_modules', 'dist', 'public', 'data', 'test', 'coverage', '__screenshots__']);

function fingerprint() {
  const hash = createHash('sha256');
  const walk = (p) => {
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p).sort()) if (!SKIP.has(entry)) walk(path.join(p, entry));
    } else {
      hash.update(`${path.relative(root, p)}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  for (const input of INPUTS) if (fs.existsSync(path.join(root, input))) walk(path.join(root, input));
  return hash.digest('hex');
}

const stampFile = path.join(root, 'apps/server/public/.build-stamp');
const stamp = fingerprint();
const built = fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp;
if (!built) {
  console.log('正在构建应用、组件库文档和服务端…');
  pnpm('--filter', './apps/*', '--workspace-concurrency=1', 'build');
  pnpm('run', 'build:storybook');
  fs.writeFileSync(stampFile, stamp);
}
console.log(`准备就绪，用时 ${((Date.now() - t0) / 1000).toFixed(1)} 秒，正在启动服务…`);

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
