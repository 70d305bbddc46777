import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AppContext } from '../platform/http/context';

/**
 * An import's files in the shared storage (so the process that runs its job may be another than the one that
 * took the upload): imports/<id>/source.xlsx, pictures.zip and report.xlsx. Readers get a local temporary
 * copy (the zip readers seek in it), removed when they are done.
 */
export const importKey = (id: string, name: 'source.xlsx' | 'pictures.zip' | 'report.xlsx') => `imports/${id}/${name}`;

export const tempFile = (label: string) =>
  path.join(os.tmpdir(), `wanju-import-${process.pid}-${Math.random().toString(36).slice(2)}-${label}`);

export async function putFile(ctx: AppContext, key: string, file: string): Promise<void> {
  await ctx.storage.put(key, createReadStream(file));
}

/** A local copy of a stored file; `remove` deletes it. */
export async function localCopy(
  ctx: AppContext,
  key: string,
): Promise<{ file: string; remove: () => Promise<void> } | null> {
  const stream = await ctx.storage.get(key);
  if (!stream) return null;
  const file = tempFile(path.basename(key));
  await pipeline(stream, createWriteStream(file));
  return { file, remove: () => fs.rm(file, { force: true }) };
}

export async function removeImportFiles(ctx: AppContext, id: string): Promise<void> {
  for (const name of ['source.xlsx', 'pictures.zip', 'report.xlsx'] as const)
    await ctx.storage.delete(importKey(id, name));
}
