import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error -- s3rver 3 ships without type declarations; the part used here is typed below.
import S3rverModule from 's3rver';

interface S3rverOptions {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
  /** Set while running. */
  httpServer?: Server;
}

const S3rver = S3rverModule as new (options: S3rverOptions) => S3rverInstance;

export interface S3Fake {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The app's environment variables pointing at this fake. */
  environment: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver on 127.0.0.1 on a free port, with one empty bucket kept in a throwaway folder. */
export async function startS3Fake(bucket = 'test-bucket'): Promise<S3Fake> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'hcs-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts exactly this key pair.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    endpoint,
    bucket,
    ...credentials,
    environment: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    close: async () => {
      // A client's connection (kept alive, or cut off mid-upload by a killed process) must not hold it open.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
