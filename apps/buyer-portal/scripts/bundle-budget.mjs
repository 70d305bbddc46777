// Prints the issue-6 bundle figures of the built portal (run after `vite build`):
// the home route's initial JS gzipped (entry + its static imports + the home chunk and its static imports)
// and the largest lazily loaded chunk gzipped.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const out = path.resolve(import.meta.dirname, '../../server/public/buyer');
const assets = path.join(out, 'assets');
const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
const gz = (file) => gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length;
const staticImports = (file) =>
  [...fs.readFileSync(path.join(assets, file), 'utf8').matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)].map(
    (m) => m[1],
  );
const closure = (roots) => {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    stack.push(...staticImports(f));
  }
  return seen;
};

const entry = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
const initial = closure(entry);
const home = fs.readdirSync(assets).find((f) => /^HomePage-.*\.js$/.test(f));
const homeInitial = closure([...initial, home]);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sum = (files) => [...files].reduce((n, f) => n + gz(f), 0);

const lazy = fs
  .readdirSync(assets)
  .filter((f) => f.endsWith('.js') && !initial.has(f))
  .map((f) => ({ f, size: gz(f) }))
  .sort((a, b) => b.size - a.size);

console.log(`home route initial JS (gzip): ${kb(sum(homeInitial))} (budget 170 KB)`);
for (const f of [...homeInitial].sort((a, b) => gz(b) - gz(a))) console.log(`  ${f}  ${kb(gz(f))}`);
console.log(`largest lazy chunk (gzip): ${lazy[0]?.f} ${kb(lazy[0]?.size ?? 0)} (budget 60 KB)`);
