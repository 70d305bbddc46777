import type { Writable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A zip written entry by entry to a Node stream: each entry is pushed whole and flushed before the next,
 * so only one entry is in memory at a time; a full stream is waited for (backpressure).
 */
export class ZipSink {
  private zip: Zip;
  private error: Error | null = null;
  private done: Promise<void>;
  private finish!: () => void;

  constructor(private readonly out: Writable) {
    this.done = new Promise((resolve) => {
      this.finish = resolve;
    });
    this.zip = new Zip((err, chunk, final) => {
      if (err) {
        this.error = err;
        return;
      }
      out.write(chunk);
      if (final) this.finish();
    });
  }

  /** Adds one entry: stored as is (JPEG, already compressed) or deflated (XML). */
  async add(name: string, data: Uint8Array | string, compress: boolean): Promise<void> {
    if (this.error) throw this.error;
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    this.zip.add(entry);
    entry.push(bytes, true);
    await this.flush();
  }

  /** Waits while the output's buffer is full (checked now, so a drain that already happened is not awaited). */
  private async flush(): Promise<void> {
    if (this.out.writableNeedDrain && !this.out.destroyed) {
      await new Promise<void>((resolve, reject) => {
        const done = () => {
          this.out.off('error', fail);
          resolve();
        };
        const fail = (error: Error) => {
          this.out.off('drain', done);
          reject(error);
        };
        this.out.once('drain', done);
        this.out.once('error', fail);
      });
    }
    if (this.error) throw this.error;
  }

  /** Writes the central directory and ends the output stream once everything is written. */
  async end(): Promise<void> {
    this.zip.end();
    await this.done;
    await this.flush();
    await new Promise<void>((resolve, reject) => {
      this.out.once('error', reject);
      this.out.end(resolve);
    });
  }
}
