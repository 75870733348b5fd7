import 'fastify';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

/** Who an /api/v1 request acts as: a key, its owner and the hotels it may read. */
export interface ApiKeyPrincipal {
  keyId: string;
  userId: string;
  hotelIds: string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'public' routes answer without a session; 'apiKey' routes (only under /api/v1/) open with a Bearer key and
     * never with a session (features/api-keys/key-door.ts); every other /api route requires a session (401).
     */
    access?: 'public' | 'signedIn' | 'apiKey';
    /** Skip the foreign-Origin check (only for callers that never carry our cookies, like webhooks). */
    skipOriginCheck?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, set for signedIn routes. */
    user: SessionUser | null;
    /** The API key of an apiKey route, set by the key door. */
    apiKey: ApiKeyPrincipal | null;
  }
}
