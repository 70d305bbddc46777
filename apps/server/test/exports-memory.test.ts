import { Writable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { writeWorkbook } from '../src/exports/xlsx';
import { ZipSink } from '../src/exports/zip';

const ITEMS = 5_000;

/** A sink that counts and drops what it is given, slowly enough to make backpressure matter. */
function countingSink() {
  let bytes = 0;
  const stream = new Writable({
    highWaterMark: 64 * 1024,
    write(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      setImmediate(done);
    },
  });
  return { stream, bytes: () => bytes };
}

/** Peak RSS growth while `run` works, sampled every 10 ms. */
async function rssGrowth(run: () => Promise<void>): Promise<number> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  try {
    await run();
  } finally {
    clearInterval(timer);
  }
  return (Math.max(peak, process.memoryUsage().rss) - before) / 1e6;
}

describe('5 000 items are streamed, not held', () => {
  it('an xlsx with a 60 kB picture per row: 300 MB written, memory grows far less', async () => {
    // Random noise does not compress: each picture really is ~60 kB in the output.
    const noise = Buffer.alloc(160 * 160 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const picture = await sharp(noise, { raw: { width: 160, height: 160, channels: 3 } })
      .resize(300)
      .jpeg({ quality: 95 })
      .toBuffer();
    const sink = countingSink();
    async function* rows() {
      for (let b = 0; b < ITEMS / 100; b++)
        yield Array.from({ length: 100 }, (_, i) => ({
          // a fresh copy per row, as a real export reads each picture anew
          values: [null, `A-${b * 100 + i}`, '遥控越野车'],
          picture: { data: Buffer.from(picture), width: 300, height: 300 },
        }));
    }
    let written = 0;
    const growth = await rssGrowth(async () => {
      written = await writeWorkbook(
        sink.stream,
        {
          sheetName: '五千款',
          columns: [
            { title: '图片', width: 0, picture: true },
            { title: '货号', width: 12 },
            { title: '品名', width: 20 },
          ],
          header: ['公司'],
          pictureWidth: 120,
        },
        rows(),
      );
    });
    expect(written).toBe(ITEMS);
    expect(sink.bytes()).toBeGreaterThan(ITEMS * picture.length);
    // Holding the pictures would cost more than the output; streaming keeps the growth to buffers and the sheet XML.
    expect(growth).toBeLessThan(Math.min(150, (ITEMS * picture.length) / 2e6));
  }, 120_000);

  it('a zip of 5 000 pictures likewise', async () => {
    const picture = Buffer.alloc(60_000, 7);
    const sink = countingSink();
    const growth = await rssGrowth(async () => {
      const zip = new ZipSink(sink.stream);
      for (let i = 0; i < ITEMS; i++) await zip.add(`${i}.jpg`, Buffer.from(picture), false);
      await zip.end();
    });
    expect(sink.bytes()).toBeGreaterThan(ITEMS * picture.length);
    expect(growth).toBeLessThan(150);
  }, 120_000);
});
