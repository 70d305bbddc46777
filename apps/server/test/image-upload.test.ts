import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerSize, sniffImage } from '../src/pictures/image-search';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ DEMO_PRODUCTS: '60' });
  token = await server.login('13800000001');
});
afterAll(async () => {
  await server?.close();
});

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A decompression bomb: a well-formed png of a few kB whose pixels (all zero) decode to width × height × 3 bytes. */
function pngBomb(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  // A few rows are enough for the test: no honest decoder gets past the header's promise.
  const rows = zlib.deflateSync(Buffer.alloc((width * 3 + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real small jpeg whose start-of-frame is rewritten to claim width × height. */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0a0' } })
      .jpeg()
      .toBuffer(),
  );
  const size = headerSize(bytes, 'jpg');
  expect(size).toEqual({ width: 16, height: 16 });
  for (let at = 2; at < bytes.length; ) {
    const marker = bytes[at + 1] as number;
    if (marker === 0xc0 || marker === 0xc2) {
      bytes.writeUInt16BE(height, at + 5);
      bytes.writeUInt16BE(width, at + 7);
      return bytes;
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error('no SOF');
}

async function upload(bytes: Buffer, name = 'q.png', extra?: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  if (extra) form.append('file', new Blob([new Uint8Array(extra)]), 'second.png');
  const response = await fetch(`${server.baseUrl}/api/toy_search/upload_picture`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  return (await response.json()) as { code: number; msg: string };
}

const filesStored = async () =>
  Number(
    (
      await server.ctx.database.db
        .selectFrom('files')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('picture uploads are checked by content, size and pixel count before decoding', () => {
  it('calls a decompression bomb what it is, quickly, without decoding it', async () => {
    const before = await filesStored();
    const bomb = pngBomb(60_000, 60_000);
    expect(bomb.length).toBeLessThan(200_000);
    expect(headerSize(bomb, 'png')).toEqual({ width: 60_000, height: 60_000 });
    const started = Date.now();
    expect(await upload(bomb)).toMatchObject({ code: 1, msg: '图片像素过大，不能超过4000万像素' });
    expect(await upload(await jpegClaiming(65_000, 65_000), 'q.jpg')).toMatchObject({
      msg: '图片像素过大，不能超过4000万像素',
    });
    // Just over the limit by the header: 8 000 × 5 001.
    expect(await upload(pngBomb(8_000, 5_001))).toMatchObject({ msg: '图片像素过大，不能超过4000万像素' });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await filesStored()).toBe(before);
  });

  it('names a picture format it does not take, and a file that is no picture', async () => {
    const gif = Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1');
    expect(await upload(gif, 'a.png')).toMatchObject({ msg: '图片格式不支持（GIF），请上传jpg或png图片' });
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00f' } })
      .webp()
      .toBuffer();
    expect(await upload(webp, 'a.jpg')).toMatchObject({ msg: '图片格式不支持（WebP），请上传jpg或png图片' });
    expect(await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.png')).toMatchObject({
      msg: '图片格式不支持（SVG），请上传jpg或png图片',
    });
    expect(await upload(Buffer.from('%PDF-1.7 hello'), 'a.png')).toMatchObject({
      msg: '仅支持jpg、png图片或xlsx格式的excel文件，请重新上传',
    });
    expect(sniffImage(Buffer.from('BM....'))).toBe('BMP');
  });

  it('says a file is too large, empty, corrupt, or one too many', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    expect(await upload(big, 'a.jpg')).toMatchObject({ msg: '文件过大，图片不能超过10MB' });
    expect(await upload(Buffer.alloc(0))).toMatchObject({ msg: '上传的文件为空，请重新上传' });
    const good = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    expect(await upload(good.subarray(0, 40))).toMatchObject({ msg: '图片已损坏或无法识别，请重新上传' });
    expect(await upload(good, 'a.png', good)).toMatchObject({ msg: '一次只能上传一个文件' });
    expect(await upload(good)).toMatchObject({ code: 0 });
  });
});
