import path from 'node:path';
import type { ChatUpload } from '@wanju/api-client';
import { CODE } from '@wanju/api-client';
import { CHAT_FILE_MAX_BYTES, CHAT_IMAGE_MAX_BYTES, CHAT_MSG, MSG } from '@wanju/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkImage, contentHash, fileUrl, storeImage } from '../pictures/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { AppError, businessError } from '../platform/http/errors';
import { recordFile } from './repo';

/** What a document's first bytes must be for its extension: a file is what its content says, not its name. */
const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  pdf: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  zip: (b) => b.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
  xlsx: (b) => SIGNATURES.zip?.(b) ?? false,
  docx: (b) => SIGNATURES.zip?.(b) ?? false,
  xls: (b) => b.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])),
  doc: (b) => SIGNATURES.xls?.(b) ?? false,
  // Text: valid UTF-8 without NUL bytes.
  txt: (b) => !b.includes(0) && Buffer.from(b.toString('utf8'), 'utf8').equals(b),
};

/** Chat files live in the shared store (disk or S3) under chat/<hash>.<ext>. */
const chatKey = (name: string) => `chat/${name}`;

async function readFilePart(request: FastifyRequest) {
  let bytes: Buffer | null = null;
  let name = '';
  try {
    for await (const part of request.parts({ limits: { fileSize: CHAT_FILE_MAX_BYTES, files: 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      name = part.filename;
      bytes = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code.startsWith('FST_')) throw businessError(CHAT_MSG.fileTooLarge(CHAT_FILE_MAX_BYTES / 1024 / 1024));
    throw businessError(CHAT_MSG.fileMissing);
  }
  return { bytes, name };
}

/** upload_file: a picture (jpg, png; decoded to check it) or a document whose bytes match its extension. */
export async function uploadFile(ctx: AppContext, user: SessionUser, request: FastifyRequest): Promise<ChatUpload> {
  if (!request.isMultipart()) throw businessError(CHAT_MSG.fileMissing);
  const { bytes, name } = await readFilePart(request);
  if (!bytes?.length) throw businessError(CHAT_MSG.fileMissing);
  const ext = path.extname(name).slice(1).toLowerCase();
  const safeName =
    path
      .basename(name)
      .replace(/[\\/]/g, '')
      .replace(/\p{Cc}/gu, '')
      .slice(0, 120) || 'file';
  if (['png', 'jpg', 'jpeg'].includes(ext)) {
    if (bytes.length > CHAT_IMAGE_MAX_BYTES)
      throw businessError(CHAT_MSG.fileTooLarge(CHAT_IMAGE_MAX_BYTES / 1024 / 1024));
    const hash = await storeImage(ctx, await checkImage(bytes));
    return { kind: 'image', url: fileUrl(hash), name: safeName, size: bytes.length };
  }
  const check = SIGNATURES[ext];
  if (!check?.(bytes)) throw businessError(CHAT_MSG.fileType);
  const hash = contentHash(bytes);
  const key = chatKey(`${hash}.${ext}`);
  if (!(await ctx.storage.exists(key))) await ctx.storage.put(key, bytes, { contentType: 'application/octet-stream' });
  const url = `/api/chat/file/${hash}.${ext}`;
  await recordFile(ctx, { userId: user.userId, path: url, name: safeName, size: bytes.length });
  return { kind: 'file', url, name: safeName, size: bytes.length };
}

const FILE_NAME = /^([0-9a-f]{32})\.(pdf|zip|xlsx|docx|xls|doc|txt)$/;

/** GET /api/chat/file/<hash>.<ext>: a file sent in a chat, always as a download (never rendered inline). */
export function chatFileRoute(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { name: string } }>('/api/chat/file/:name', async (request, reply) => {
    const stream = FILE_NAME.test(request.params.name) ? await ctx.storage.get(chatKey(request.params.name)) : null;
    if (!stream) throw new AppError(CODE.notFound, MSG.fileNotFound, 404);
    reply.header('content-disposition', `attachment; filename="${request.params.name}"`);
    reply.header('x-content-type-options', 'nosniff');
    reply.type('application/octet-stream');
    return reply.send(stream);
  });
}
