// Tests only: an S3-compatible server (s3rver) on a free loopback port with its files in a temporary folder, and
// buckets made on it. s3rver knows one key pair, S3RVER/S3RVER: another access key id is refused as S3 would
// refuse it (a wrong secret is not: it does not verify SigV4 signatures).
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Storage, type S3StorageOptions } from './s3-storage';
import type { Storage } from './storage';

export const testS3Credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type TestS3Server = { endpoint: string; close(): Promise<void> };

export async function startTestS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'vitrina-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const address = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

let bucketCounter = 0;

/** A new, empty bucket on the server; its name. */
export async function createTestBucket(endpoint: string): Promise<string> {
  bucketCounter += 1;
  const name = `vitrina-test-${process.pid}-${Date.now().toString(36)}-${bucketCounter}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: testS3Credentials });
  try {
    await client.send(new CreateBucketCommand({ Bucket: name }));
  } finally {
    client.destroy();
  }
  return name;
}

/** The environment variables that point the API at a bucket of the test server. */
export function testS3Env(endpoint: string, bucket: string): Record<string, string> {
  return {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: testS3Credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: testS3Credentials.secretAccessKey,
  };
}

/** A store on a bucket of the test server; `publicUrl` stands for S3_PUBLIC_URL. */
export function testS3Storage(endpoint: string, bucket: string, options: Partial<S3StorageOptions> = {}): Storage {
  return createS3Storage({
    bucket,
    endpoint,
    region: 'us-east-1',
    ...testS3Credentials,
    publicUrl: null,
    forcePathStyle: true,
    appUrl: 'http://vitrina.test',
    ...options,
  });
}
