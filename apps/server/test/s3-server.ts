import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// s3rver ships no types: it is only started and stopped here.
// @ts-expect-error no declaration file
import S3rver from 's3rver';

export interface TestS3 {
  /** The S3_* settings that point a server at this store. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver) on loopback with one empty bucket, its objects in a temp folder. */
export async function startS3(bucket = 'wanju-test'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'wanju-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: '1',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
