// pnpm soak [minutes] [--seed N [--path P]] [--rounds N] [--no-shrink] — the office model (test/model) for as long as asked: sequences of
// rounds of parallel calls by an office's users, another company, a factory and a free buyer, over two server
// processes on one PostgreSQL, the invariants read back after every round. Each sequence starts from its own
// seed (printed); a violated invariant stops the soak with fast-check's report: the seed, the path and the
// shrunk sequence of rounds (replay exactly that sequence with --seed and --path); --no-shrink reports the
// sequence as it failed, at once (shrinking re-runs the office many times: minutes on a busy machine). SOAK_DATABASE_URL (or TEST_DATABASE_URL): a PostgreSQL
// server to create the database on; default a throwaway one from scripts/pg-temp.sh.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runModel } from '../test/model/office-model';
import { startWorld } from '../test/model/world';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const minutes = Number(args.find((a, i) => /^\d+(\.\d+)?$/.test(a) && !args[i - 1]?.startsWith('--')) ?? 5);
const fixedSeed = option('--seed');
const replayPath = option('--path');
const maxRounds = Number(option('--rounds') ?? 40);
const shrink = !args.includes('--no-shrink');
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

let adminUrl = process.env.SOAK_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
let pgDir = '';
if (!adminUrl) {
  const out = execFileSync('bash', [path.join(root, 'scripts/pg-temp.sh'), 'start'], { encoding: 'utf8' }).trim();
  [pgDir, adminUrl] = out.split(' ') as [string, string];
}
const world = await startWorld(adminUrl, log);
let failed = false;
const tally = new Map<string, { ok: number; refused: number; skipped: number }>();
let sequences = 0;
let rounds = 0;
try {
  const until = Date.now() + minutes * 60_000;
  log(
    `soak for ${minutes} min, up to ${maxRounds} rounds a sequence, two processes: ${world.servers.map((s) => s.baseUrl).join(' ')}`,
  );
  do {
    const seed = fixedSeed ? Number(fixedSeed) : Math.floor(Math.random() * 2 ** 31);
    log(`sequence ${sequences + 1}: seed ${seed}`);
    try {
      const report = await runModel({ world, log }, { seed, numRuns: 1, maxRounds, path: replayPath, shrink });
      sequences++;
      rounds += report.rounds;
      for (const [kind, t] of report.tally) {
        const sum = tally.get(kind) ?? { ok: 0, refused: 0, skipped: 0 };
        tally.set(kind, { ok: sum.ok + t.ok, refused: sum.refused + t.refused, skipped: sum.skipped + t.skipped });
      }
    } catch (error) {
      failed = true;
      const shrunk = /path: "([^"]+)"/.exec((error as Error).message)?.[1];
      console.error(
        `\nFAILED with seed ${seed} (replay the shrunk sequence: pnpm soak --seed ${seed} --rounds ${maxRounds}${shrunk ? ` --path ${shrunk}` : ''})\n`,
      );
      console.error((error as Error).message);
      for (const server of world.servers) {
        const stderr = server.stderr().trim();
        if (stderr)
          console.error(
            `\n--- stderr of process ${server.name} (last lines) ---\n${stderr.split('\n').slice(-30).join('\n')}`,
          );
      }
      break;
    }
  } while (!fixedSeed && Date.now() < until);
} finally {
  await world.close().catch(() => {});
  if (pgDir) execFileSync('bash', [path.join(root, 'scripts/pg-temp.sh'), 'stop', pgDir]);
}
console.log('\ncalls by action (done / refused with a message / nothing to act on):');
for (const [kind, t] of [...tally].sort()) console.log(`  ${kind.padEnd(14)} ${t.ok} / ${t.refused} / ${t.skipped}`);
log(`${sequences} sequences, ${rounds} rounds${failed ? ', stopped on a violation' : ', no invariant violated'}`);
process.exit(failed ? 1 : 0);
