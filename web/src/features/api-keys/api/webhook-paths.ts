import { apiKeysPath } from './api-key-paths';

/** Query keys of a key's webhook: one entry per key, replaced by every change made in its dialog. */
export const webhookKeys = {
  of: (keyId: string) => ['api-keys', keyId, 'webhook'] as const,
};

export const webhookPath = (keyId: string, action = '') =>
  `${apiKeysPath}/${encodeURIComponent(keyId)}/webhook${action}`;
