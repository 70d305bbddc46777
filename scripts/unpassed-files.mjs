// Prints, one per line, the server's test files (apps/server/vitest.config.ts's include: test/ and src/) that a
// Vitest log does not report as passed (a "✓ <file>" line): what a pass cut short by a crashed worker left to run.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [packageDir, logFile] = process.argv.slice(2);
// biome-ignore lint/suspicious/noControlCharactersInRegex: the log's colour codes
const log = readFileSync(logFile, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
const passed = new Set([...log.matchAll(/^\s*✓\s+(\S+\.test\.ts)\b/gm)].map((match) => match[1]));
for (const dir of ['test', 'src'])
  for (const entry of readdirSync(join(packageDir, dir), { recursive: true }).sort()) {
    const file = `${dir}/${entry}`;
    if (file.endsWith('.test.ts') && !passed.has(file)) console.log(file);
  }
