/** Query keys of the signed-in user's API keys: one list, refreshed after every create and revoke. */
export const apiKeyKeys = {
  all: ['api-keys'] as const,
};

export const apiKeysPath = '/api/api-keys';
export const revokePath = (keyId: string) => `${apiKeysPath}/${encodeURIComponent(keyId)}/revoke`;
