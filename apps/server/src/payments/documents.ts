import { createHash } from 'node:crypto';
import path from 'node:path';
import type { PaymentDocument } from '@wanju/api-client';
import {
  documentProblem,
  formatZonedDateTime,
  isDocumentKind,
  PAYMENT_DOCUMENT_KINDS,
  PAYMENT_DOCUMENT_MAX_BYTES,
  PAYMENT_MSG,
  sniffDocumentType,
} from '@wanju/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext, SessionUser } from '../platform/http/context';
import { businessError } from '../platform/http/errors';
import * as repo from './repo';

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** Reads `kind` and `file` of a multipart upload; a file past the limit is cut one byte over it (then refused). */
async function readParts(request: FastifyRequest) {
  let kind = '';
  let name = '';
  let bytes: Buffer | null = null;
  let truncated = false;
  try {
    for await (const part of request.parts({ limits: { fileSize: PAYMENT_DOCUMENT_MAX_BYTES, files: 1, fields: 4 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'kind') kind = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      name = part.filename;
      bytes = await part.toBuffer();
      truncated = part.file.truncated;
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') truncated = true;
    else throw businessError(PAYMENT_MSG.documentEmpty);
  }
  return { kind, name, bytes, truncated };
}

/**
 * A KYC or settlement document into the platform's storage: its kind named, its size within the limit and its
 * content (not its name) a PDF, JPEG or PNG. Stored by content hash under the account, recorded as the account's.
 */
export async function uploadDocument(
  ctx: AppContext,
  user: SessionUser,
  request: FastifyRequest,
): Promise<PaymentDocument> {
  const account = await repo.accountQuery(ctx.database.db, user).executeTakeFirst();
  if (!account || account.status === 'notAuthorization') throw businessError(PAYMENT_MSG.notAuthorized);
  if (!request.isMultipart()) throw businessError(PAYMENT_MSG.documentEmpty);
  const { kind, name, bytes, truncated } = await readParts(request);
  if (!isDocumentKind(kind)) throw businessError(PAYMENT_MSG.documentKind);
  const size = truncated ? PAYMENT_DOCUMENT_MAX_BYTES + 1 : (bytes?.length ?? 0);
  const detected = bytes ? sniffDocumentType(bytes) : null;
  const problem = documentProblem({ size, detectedType: detected });
  if (problem || !bytes || !detected) throw businessError(problem ?? PAYMENT_MSG.documentEmpty);
  const hash = createHash('sha256').update(bytes).digest('hex');
  const key = `payments/${account.id}/${hash}.${EXTENSIONS[detected]}`;
  if (!(await ctx.storage.exists(key))) await ctx.storage.put(key, bytes, { contentType: detected });
  const safeName =
    path
      .basename(name)
      .replace(/\p{Cc}/gu, '')
      .slice(0, 120) || PAYMENT_DOCUMENT_KINDS[kind];
  const row = await ctx.database.db
    .insertInto('payment_documents')
    .values({
      account_id: account.id,
      user_id: user.userId,
      kind,
      name: safeName,
      content_type: detected,
      size: bytes.length,
      storage_key: key,
      created_at: ctx.now(),
    })
    .returning(['id', 'kind', 'name', 'content_type', 'size', 'created_at'])
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    kind,
    kind_text: PAYMENT_DOCUMENT_KINDS[kind],
    name: row.name,
    content_type: row.content_type,
    size: row.size,
    create_time: formatZonedDateTime(new Date(row.created_at)),
  };
}
