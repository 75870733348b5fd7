import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { perUser } from '../../http/rate-limit-keys';
import { currentUser } from '../../http/session';
import { acceptInvitation, previewInvitation } from './join';

type TokenParams = { Params: { token: string } };

/**
 * Reads of invitation links per client in 15 minutes: a person opens their link a few times; a token is 256
 * random bits, so the limit is against load, not guessing.
 */
const readsPerWindow = 60;
/** Acceptances per signed-in user in 15 minutes. */
const acceptsPerWindow = 20;

/**
 * The invitation link (issue 36, part 2): the page reads what it invites to before anyone signs in (public), and
 * the signed-in account of the invited address accepts it.
 */
export function registerInvitationLinkRoutes(app: FastifyInstance, context: AppContext, now: () => Date) {
  app.get<TokenParams>(
    '/api/invitations/:token',
    { config: { access: 'public', rateLimit: { max: readsPerWindow, timeWindow: '15 minutes' } } },
    async (request, reply) => {
      const invitation = await previewInvitation(context.db, request.params.token, now());
      // The answer names the invited address: no cache or proxy may keep it.
      return reply.header('cache-control', 'no-store').send({ invitation });
    },
  );

  app.post<TokenParams>(
    '/api/invitations/:token/accept',
    { config: { rateLimit: { max: acceptsPerWindow, timeWindow: '15 minutes', keyGenerator: perUser } } },
    async (request) => acceptInvitation(context, currentUser(request), request.params.token, now()),
  );
}
