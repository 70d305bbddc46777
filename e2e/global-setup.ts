import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAppServer } from './harness';

/**
 * The demo data is loaded once per run: a server started here on an empty data directory migrates and seeds it,
 * and every journey's server starts on a copy (seconds saved per file). Removed when the run ends.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide('e2eTemplate', '');
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wanju-e2e-template-'));
  const server = await startAppServer({}, dir, '');
  await server.stop();
  project.provide('e2eTemplate', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
