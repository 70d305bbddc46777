// For a Vitest run of the server's tests cut short by a crashed worker: prints, one per line, the test files
// (apps/server/vitest.config.ts's include: test/ and src/) that its log does not show as passed ("✓ <file>"), what
// is left to run. Exits 1 and prints nothing to run when a test of the log failed ("<file> (… | N failed)"):
// that fails the run as it is.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [packageDir, logFile] = process.argv.slice(2);
// biome-ignore lint/suspicious/noControlCharactersInRegex: the log's colour codes
const log = readFileSync(logFile, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
const failed = [...log.matchAll(/^\s*\S+\s+(\S+\.test\.ts)\s+\(\d+ tests?\s*\|\s*[1-9]\d* failed/gm)];
if (failed.length) {
  console.error(`failed tests in ${failed.map((match) => match[1]).join(', ')}`);
  process.exit(1);
}
const passed = new Set([...log.matchAll(/^\s*✓\s+(\S+\.test\.ts)\b/gm)].map((match) => match[1]));
for (const dir of ['test', 'src'])
  for (const entry of readdirSync(join(packageDir, dir), { recursive: true }).sort()) {
    const file = `${dir}/${entry}`;
    if (file.endsWith('.test.ts') && !passed.has(file)) console.log(file);
  }
