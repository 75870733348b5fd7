import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll } from 'vitest';
import { startS3Fake, type S3Fake } from '@e2e/fakes/s3-fake';
import { createStorage } from './create-storage';
import { describeStorageContract } from './storage-contract';

let fake: S3Fake;
beforeAll(async () => {
  fake = await startS3Fake();
});
afterAll(async () => {
  await fake.close();
});

describeStorageContract('S3 (s3rver)', async () => {
  const config = {
    endpoint: fake.endpoint,
    bucket: fake.bucket,
    region: 'us-east-1',
    accessKeyId: fake.accessKeyId,
    secretAccessKey: fake.secretAccessKey,
  };
  const storage = await createStorage({ dataDir: '/nonexistent-unused', s3: config });
  const client = new S3Client({
    endpoint: fake.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: fake.accessKeyId, secretAccessKey: fake.secretAccessKey },
  });
  const leftovers = async () => {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: fake.bucket }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
  };
  return {
    storage,
    leftovers,
    // The bucket is shared by the tests of this file, so each one empties it after itself.
    cleanup: async () => {
      const keys = await leftovers();
      if (keys.length > 0) await storage.deleteMany(keys);
      client.destroy();
    },
  };
});
