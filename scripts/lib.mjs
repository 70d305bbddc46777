// Helpers shared by the root scripts (start, test): they need nothing but Node and npm.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** pnpm 10 through npx (corepack cannot verify signatures on this kind of machine). */
export const PNPM = ['npx', '-y', 'pnpm@10'];

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n命令失败：${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

export const pnpm = (...args) => run(PNPM[0], [...PNPM.slice(1), ...args]);

/** Installs the workspace's dependencies when they are missing or older than the lockfile. */
export function ensureDeps() {
  const marker = path.join(root, 'node_modules', '.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  console.log('正在安装依赖（pnpm install）…');
  pnpm('install', '--frozen-lockfile', '--config.confirmModulesPurge=false');
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'deps') ensureDeps();
