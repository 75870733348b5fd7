import { rotateSecretKey } from '../src/rotate-secret-key-command';
import type { TestApp } from './test-app';

/**
 * `npm run rotate-secret-key` on a test app's data: from the key `from` (the test app's own, or a wrong one) to
 * `to`. The command closes the database it opened; here it is the test app's, which stays open.
 */
export function rotateTestAppSecretKey(testApp: TestApp, keys: { from: string; to: string }) {
  const environment = {
    NODE_ENV: 'test',
    DATA_DIR: testApp.dataDir,
    SECRET_KEY: keys.from,
    NEW_SECRET_KEY: keys.to,
  };
  return rotateSecretKey(environment, async () => ({
    ...testApp.context.database,
    close: async () => undefined,
  }));
}
