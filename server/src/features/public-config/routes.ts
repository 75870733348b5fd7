import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { billingAvailable } from '../billing/availability';

/** What the web app needs to know about this installation before anyone signs in. */
export function registerPublicConfigRoutes(app: FastifyInstance, context: AppContext) {
  const { config } = context;
  app.get('/api/config', { config: { access: 'public' } }, async () => ({
    googleSignIn: Boolean(config.google),
    /** The onboarding import step imports only when the data API is configured (BOOKING_API_KEY). */
    propertyImport: Boolean(config.booking),
    /** Whether plans can be bought: Stripe, or the built-in test checkout outside production. */
    payments: billingAvailable(context),
  }));
}
