import path from 'node:path';
import type { Config } from '../../config';
import { LocalStorage } from './local-storage';
import type { Storage } from './storage';

/**
 * S3-compatible object storage when S3_BUCKET is set, otherwise files under `$DATA_DIR/files`. The S3 adapter
 * is imported only when configured: the AWS SDK alone holds about 10 MB that a server on local files never uses.
 */
export async function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Promise<Storage> {
  if (config.s3) {
    const { S3Storage } = await import('./s3-storage');
    return new S3Storage(config.s3);
  }
  return new LocalStorage(path.join(config.dataDir, 'files'));
}
