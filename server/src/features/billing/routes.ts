import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changePlanSchema, checkoutRequestSchema, confirmCheckoutSchema } from '@common/billing/schemas';
import { billingTexts } from '@common/billing/texts';
import { plans } from '@common/plans/plans';
import { z } from 'zod';
import type { AppContext } from '../../http/context';
import { currentUser } from '../../http/session';
import { AppError } from '../../lib/app-error';
import { validate } from '../../lib/validate';
import { billingAvailable } from './availability';
import { requireBillingAccess } from './billing-access';
import { changePlan } from './change-plan';
import { confirmCheckout, getSubscription, openCustomerPortal, startCheckout } from './service';
import { handleStripeWebhook } from './stripe-webhook';
import {
  cancelTestCheckout,
  describeTestCheckout,
  payTestCheckout,
  setTestCancelAtPeriodEnd,
} from './test-checkout';

const startCheckoutBody = checkoutRequestSchema.extend({ hotelId: z.string().trim().max(64).optional() });

export function registerBillingRoutes(app: FastifyInstance, context: AppContext) {
  const { payments, config, db } = context;

  /** Public: whether payments are on, the publishable key and the plans with their prices. */
  app.get('/api/stripe/config', { config: { access: 'public' } }, async () => ({
    enabled: billingAvailable(context),
    mode: payments.kind,
    publishableKey: config.stripe?.publishableKey ?? null,
    prices: plans.map((plan) => ({
      planId: plan.id,
      name: plan.name,
      price: plan.price,
      currency: plan.currency,
    })),
  }));

  // Public so that a signed-out caller gets the spec's own message instead of a generic 401.
  app.post('/api/checkout', { config: { access: 'public' } }, async (request) => {
    const user = await context.sessions.read(request);
    if (!user) throw new AppError('unauthenticated', billingTexts.mustBeSignedIn);
    await requireBillingAccess(db, user.id);
    const input = validate(startCheckoutBody, request.body);
    const { url } = await startCheckout(context, user, input);
    return { url };
  });

  app.post('/api/checkout/confirm', async (request) => {
    await requireBillingAccess(db, currentUser(request).id);
    const { sessionId } = validate(confirmCheckoutSchema, request.body);
    return confirmCheckout(context, currentUser(request), sessionId);
  });

  app.get('/api/subscription', async (request) => {
    await requireBillingAccess(db, currentUser(request).id);
    return { subscription: await getSubscription({ db }, currentUser(request).id) };
  });

  app.put('/api/subscription/plan', async (request) => {
    await requireBillingAccess(db, currentUser(request).id);
    const { planId } = validate(changePlanSchema, request.body);
    return { subscription: await changePlan(context, currentUser(request).id, planId) };
  });

  app.post('/api/billing/portal', async (request) => {
    await requireBillingAccess(db, currentUser(request).id);
    return { url: await openCustomerPortal(context, currentUser(request).id) };
  });

  registerTestCheckoutRoutes(app, context);
  registerWebhookRoute(app, context);
}

function registerTestCheckoutRoutes(app: FastifyInstance, context: AppContext) {
  type SessionParams = { Params: { sessionId: string } };
  // Billing is the owner's: every test-checkout page refuses a member who owns no hotel, as the real routes do.
  const billingUser = async (request: FastifyRequest) => {
    const user = currentUser(request);
    await requireBillingAccess(context.db, user.id);
    return user;
  };
  app.get<SessionParams>('/api/test-checkout/:sessionId', async (request) =>
    describeTestCheckout(context, (await billingUser(request)).id, request.params.sessionId),
  );
  app.post<SessionParams>('/api/test-checkout/:sessionId/pay', async (request) =>
    payTestCheckout(context, (await billingUser(request)).id, request.params.sessionId),
  );
  app.post<SessionParams>('/api/test-checkout/:sessionId/cancel', async (request) =>
    cancelTestCheckout(context, (await billingUser(request)).id, request.params.sessionId),
  );
  app.put('/api/test-checkout/portal', async (request) => {
    await billingUser(request);
    const { cancelAtPeriodEnd } = validate(z.object({ cancelAtPeriodEnd: z.boolean() }), request.body);
    await setTestCancelAtPeriodEnd(context, currentUser(request).id, cancelAtPeriodEnd);
    return { subscription: await getSubscription(context, currentUser(request).id) };
  });
}

/** Stripe signs the exact bytes it sent, so this route keeps the raw body. */
function registerWebhookRoute(app: FastifyInstance, context: AppContext) {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/stripe/webhook',
      { config: { access: 'public', skipOriginCheck: true } },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        return handleStripeWebhook(
          context,
          request.body as Buffer,
          Array.isArray(signature) ? signature[0] : signature,
        );
      },
    );
  });
}
