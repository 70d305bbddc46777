import path from 'node:path';
import { localStorage } from './local';
import { type S3Config, s3Storage } from './s3';
import type { Storage } from './storage';

export { localStorage } from './local';
export { type S3Config, s3Storage } from './s3';
export {
  checkStorageKey,
  isStorageKey,
  type Storage,
  type StorageBody,
  StorageKeyError,
  streamToBuffer,
} from './storage';

/**
 * The object store from the environment: S3_BUCKET set means an S3-compatible store (S3_ENDPOINT,
 * S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION, S3_FORCE_PATH_STYLE=1, S3_PREFIX); otherwise null, the
 * local data folder.
 */
export function loadS3Config(env: NodeJS.ProcessEnv): S3Config | null {
  if (!env.S3_BUCKET) return null;
  const prefix = env.S3_PREFIX ?? '';
  return {
    endpoint: env.S3_ENDPOINT ?? '',
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    region: env.S3_REGION ?? 'us-east-1',
    forcePathStyle: ['1', 'true'].includes((env.S3_FORCE_PATH_STYLE ?? '').toLowerCase()),
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  };
}

/** The configured store: the object store when there is one, else `<dataDir>/files`. */
export function openStorage(config: { dataDir: string; s3: S3Config | null }): Storage {
  return config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, 'files'));
}
