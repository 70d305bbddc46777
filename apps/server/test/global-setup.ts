import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropTestDatabase, templatesMadeIn } from './templates';

/** A folder for this run's database templates (TEST_TEMPLATES=0 turns them off), removed at the end. */
export default function setup(project: TestProject) {
  const root = process.env.TEST_TEMPLATES === '0' ? '' : fs.mkdtempSync(path.join(os.tmpdir(), 'wanju-templates-'));
  project.provide('templateRoot', root);
  return async () => {
    if (!root) return;
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) for (const { database } of templatesMadeIn(root)) await dropTestDatabase(adminUrl, database);
    fs.rmSync(root, { recursive: true, force: true });
  };
}
