// npm start: install what is missing, build what the server serves when its sources changed, start the server.
// The buyer portal and the server are built before the start (the first page needs them); the factory console,
// the showroom kiosk and Storybook are built after the server answers, in the background at a lower priority
// (their addresses answer once their build is done).

import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensureDeps, PNPM, pnpm, root } from './lib.mjs';

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

const publicDir = path.join(root, 'apps/server/public');
/** What the first page needs, and the rest; each with the fingerprint of the sources it was built from. */
const FIRST = { stamp: path.join(publicDir, '.build-stamp') };
const REST = { stamp: path.join(publicDir, '.build-stamp-rest'), log: path.join(publicDir, '.build-rest.log') };
const stamp = fingerprint();
const isBuilt = (part) => fs.existsSync(part.stamp) && fs.readFileSync(part.stamp, 'utf8') === stamp;

if (!isBuilt(FIRST)) {
  console.log('正在构建采购商门户和服务端…');
  pnpm('--filter', '@wanju/buyer-portal', '--filter', '@wanju/server', '--workspace-concurrency=1', 'build');
  fs.writeFileSync(FIRST.stamp, stamp);
}
const restBuilt = isBuilt(REST);
// The server serves the front-end folders that exist when it starts: the ones built later must exist already.
for (const dir of ['factory', 'kiosk', 'storybook']) fs.mkdirSync(path.join(publicDir, dir), { recursive: true });
console.log(`准备就绪，用时 ${((Date.now() - t0) / 1000).toFixed(1)} 秒，正在启动服务…`);

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'inherit'],
  env: process.env,
});
let rest = null;
let heard = '';
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (restBuilt || heard === null) return;
  heard += chunk.toString();
  if (!heard.includes('已启动')) return;
  heard = null;
  rest = buildRest();
});
const stopRest = (signal) => {
  if (rest) process.kill(-rest.pid, signal);
};

/** The factory console, the showroom kiosk and Storybook, built one after another at a lower priority. */
function buildRest() {
  console.log(`正在后台构建工厂后台、展厅终端和组件库文档（日志：${path.relative(root, REST.log)}）…`);
  const log = fs.openSync(REST.log, 'w');
  const script = [
    `${PNPM.join(' ')} --filter @wanju/factory-console --filter @wanju/showroom-kiosk --workspace-concurrency=1 build`,
    `${PNPM.join(' ')} run build:storybook`,
  ].join(' && ');
  // Its own process group, so that stopping the start stops the whole build.
  const child = spawn('nice', ['-n', '10', 'sh', '-c', script], {
    cwd: root,
    stdio: ['ignore', log, log],
    detached: true,
  });
  child.on('exit', (code) => {
    rest = null;
    fs.closeSync(log);
    if (code === 0) {
      fs.writeFileSync(REST.stamp, stamp);
      console.log(`工厂后台、展厅终端和组件库文档已构建（启动后 ${((Date.now() - t0) / 1000).toFixed(1)} 秒）`);
    } else console.error(`后台构建失败（退出码 ${code}），见 ${path.relative(root, REST.log)}`);
  });
  return child;
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopRest(signal);
    server.kill(signal);
  });
server.on('exit', (code) => {
  stopRest('SIGTERM');
  process.exit(code ?? 0);
});
