import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkStorageKey, checkStoragePrefix, type Storage, streamToBuffer } from './storage';

export interface S3Config {
  /** http(s)://host:port of an S3-compatible service (MinIO, Ceph, OSS, COS, R2 …); empty for AWS itself. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** bucket in the path (`host/bucket/key`) rather than the host name: most self-hosted stores need it. */
  forcePathStyle: boolean;
  /** Keys are stored under this prefix (`''` or ending with `/`), so one bucket can hold several deployments. */
  prefix?: string;
}

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Objects in an S3-compatible bucket. */
export function s3Storage(config: S3Config): Storage {
  const client = new S3Client({
    endpoint: config.endpoint || undefined,
    region: config.region || 'us-east-1',
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  const Bucket = config.bucket;
  const prefix = config.prefix ?? '';
  const keyOf = (key: string) => prefix + checkStorageKey(key);

  return {
    kind: 's3',
    async put(key, body, options = {}) {
      const Key = keyOf(key);
      if (body instanceof Readable) {
        // A stream of unknown length goes up in parts (an export of many megabytes is never held whole).
        await new Upload({ client, params: { Bucket, Key, Body: body, ContentType: options.contentType } }).done();
        return;
      }
      await client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentType: options.contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        return answer.Body as Readable;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async read(key) {
      const stream = await this.get(key);
      return stream ? streamToBuffer(stream) : null;
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async *list(keyPrefix) {
      const Prefix = prefix + checkStoragePrefix(keyPrefix);
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key.slice(prefix.length);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
