import 'fastify';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'public' routes answer without a session; every other /api route requires one (401). */
    access?: 'public' | 'signedIn';
    /** Skip the foreign-Origin check (only for callers that never carry our cookies, like webhooks). */
    skipOriginCheck?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, set for signedIn routes. */
    user: SessionUser | null;
  }
}
