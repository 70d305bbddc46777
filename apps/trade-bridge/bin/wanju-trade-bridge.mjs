#!/usr/bin/env node
// The command a company runs; the program itself is the bundle `pnpm --filter @wanju/trade-bridge build` makes.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(bundle)) {
  console.error('请先构建桥接程序：npx -y pnpm@10 --filter @wanju/trade-bridge build');
  process.exit(1);
}
await import(bundle.href);
