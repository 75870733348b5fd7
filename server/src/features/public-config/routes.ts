import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';

/** What the web app needs to know about this installation before anyone signs in. */
export function registerPublicConfigRoutes(app: FastifyInstance, { config }: AppContext) {
  app.get('/api/config', { config: { access: 'public' } }, async () => ({
    googleSignIn: Boolean(config.google),
    /** The onboarding import step imports only when the data API is configured (BOOKING_API_KEY). */
    propertyImport: Boolean(config.booking),
  }));
}
