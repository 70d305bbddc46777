import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { ImportJob } from './adapter';

/** One line of the import log. */
export interface ImportRecord {
  id: string;
  status: 'done' | 'failed' | 'resent';
  at: string;
  account_name: string;
  title: string;
  count: number;
  /** what the adapter wrote */
  output: string[];
  error?: string;
}

const safe = (id: string) => id.replace(/[^0-9A-Za-z_-]/g, '_');

/**
 * The bridge's import log in its data folder: `imports.jsonl` (one line per import, resend or failure) and the
 * received request of each import under `requests/`, so it can be written again.
 */
export class ImportLog {
  private readonly records: ImportRecord[] = [];
  private readonly file: string;
  private readonly requests: string;

  constructor(readonly dir: string) {
    this.file = path.join(dir, 'imports.jsonl');
    this.requests = path.join(dir, 'requests');
    fs.mkdirSync(this.requests, { recursive: true });
    if (fs.existsSync(this.file)) {
      for (const line of fs.readFileSync(this.file, 'utf8').split('\n')) {
        if (!line.trim()) continue;
        try {
          this.records.push(JSON.parse(line) as ImportRecord);
        } catch {
          // a line cut short by a crash: the others still count
        }
      }
    }
  }

  /** Whether an import with this id was written (a later request with the id is ignored). */
  imported(id: string): boolean {
    return this.records.some((r) => r.id === id && r.status === 'done');
  }

  /** Newest first. */
  recent(limit = 50): ImportRecord[] {
    return this.records.slice(-limit).reverse();
  }

  async saveRequest(job: ImportJob): Promise<void> {
    const target = path.join(this.requests, `${safe(job.id)}.json`);
    const temp = `${target}.tmp`;
    await fsp.writeFile(temp, JSON.stringify(job));
    await fsp.rename(temp, target);
  }

  async request(id: string): Promise<ImportJob | null> {
    try {
      const job = JSON.parse(await fsp.readFile(path.join(this.requests, `${safe(id)}.json`), 'utf8')) as ImportJob;
      return { ...job, receivedAt: new Date(job.receivedAt) };
    } catch {
      return null;
    }
  }

  async append(record: ImportRecord): Promise<void> {
    this.records.push(record);
    await fsp.appendFile(this.file, `${JSON.stringify(record)}\n`);
  }
}
