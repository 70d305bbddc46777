// For a Vitest run cut short by a crashed worker: reads the run's test files on standard input (`vitest list
// --filesOnly`, one per line) and prints those its log does not show as passed ("✓ <file>"), what is left to run.
// Exits 1 and prints nothing to run when a test of the log failed ("<file> (… | N failed)"): that fails the run
// as it is.
import { readFileSync } from 'node:fs';

const [logFile] = process.argv.slice(2);
// biome-ignore lint/suspicious/noControlCharactersInRegex: the log's colour codes
const log = readFileSync(logFile, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
const failed = [...log.matchAll(/^\s*\S+\s+(\S+\.test\.ts)\s+\(\d+ tests?\s*\|\s*[1-9]\d* failed/gm)];
if (failed.length) {
  console.error(`failed tests in ${failed.map((match) => match[1]).join(', ')}`);
  process.exit(1);
}
const passed = new Set([...log.matchAll(/^\s*✓\s+(\S+\.test\.ts)\b/gm)].map((match) => match[1]));
const files = readFileSync(0, 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.endsWith('.test.ts'));
for (const file of files) if (!passed.has(file)) console.log(file);
