import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  inviteMemberSchema,
  memberHotelsSchema,
  memberRoleSchema,
  ownershipOfferSchema,
} from '@common/teams/schemas';
import type { AppContext } from '../../http/context';
import { perUser } from '../../http/rate-limit-keys';
import { unauthenticated } from '../../lib/app-error';
import { validate } from '../../lib/validate';
import { registerInvitationLinkRoutes } from './invitation-link-routes';
import { inviteMember, resendInvitation, revokeInvitation } from './invitations';
import { changeMemberHotels } from './member-hotels';
import { changeMemberRole, leaveTeam, removeMember } from './members';
import { acceptOwnership, cancelOwnershipOffer, getOfferToYou, offerOwnership } from './ownership';
import { getTeam } from './team-view';

type HotelParams = { Params: { hotelId: string } };
type InvitationParams = { Params: { hotelId: string; invitationId: string } };
type MemberParams = { Params: { hotelId: string; userId: string } };

/** Invitations sent per hour by one member: a chain's team in an afternoon, too few to mail-bomb anyone. */
const invitationsPerHour = 60;

/** The membership the access check found for the route's hotel (every route here is under a hotel). */
function checked(request: FastifyRequest) {
  if (!request.membership) throw unauthenticated();
  return request.membership;
}

/**
 * Settings -> Team (issue 36, parts 1 and 2): the team of the hotel in the path, its invitations, roles,
 * removals and the hand-over of ownership. The role each route needs is in http/hotel-route-roles.ts; the
 * services check what depends on the member acted on (the owner, oneself, a chain's hotels).
 */
export function registerTeamRoutes(app: FastifyInstance, context: AppContext, now = () => new Date()) {
  const { db } = context;
  const mailing = {
    config: { rateLimit: { max: invitationsPerHour, timeWindow: '1 hour', keyGenerator: perUser } },
  };

  app.get<HotelParams>('/api/hotels/:hotelId/team', async (request) => getTeam(db, checked(request), now()));

  app.post<HotelParams>('/api/hotels/:hotelId/invitations', mailing, async (request, reply) => {
    const input = validate(inviteMemberSchema, request.body);
    const invitation = await inviteMember(context, checked(request), input, now());
    return reply.status(201).send({ invitation });
  });

  app.post<InvitationParams>(
    '/api/hotels/:hotelId/invitations/:invitationId/resend',
    mailing,
    async (request) => ({
      invitation: await resendInvitation(context, checked(request), request.params.invitationId, now()),
    }),
  );

  app.delete<InvitationParams>('/api/hotels/:hotelId/invitations/:invitationId', async (request, reply) => {
    await revokeInvitation(context, checked(request), request.params.invitationId, now());
    return reply.status(204).send();
  });

  app.put<MemberParams>('/api/hotels/:hotelId/members/:userId', async (request) => {
    const { role } = validate(memberRoleSchema, request.body);
    return { member: await changeMemberRole(context, checked(request), request.params.userId, role) };
  });

  app.put<MemberParams>('/api/hotels/:hotelId/members/:userId/hotels', async (request) => {
    const input = validate(memberHotelsSchema, request.body);
    return { member: await changeMemberHotels(context, checked(request), request.params.userId, input) };
  });

  app.delete<MemberParams>('/api/hotels/:hotelId/members/:userId', async (request, reply) => {
    await removeMember(context, checked(request), request.params.userId);
    return reply.status(204).send();
  });

  app.delete<HotelParams>('/api/hotels/:hotelId/membership', async (request, reply) => {
    await leaveTeam(context, checked(request));
    return reply.status(204).send();
  });

  app.get<HotelParams>('/api/hotels/:hotelId/ownership-offer', async (request) => ({
    offer: await getOfferToYou(db, checked(request)),
  }));

  app.post<HotelParams>('/api/hotels/:hotelId/ownership-offer', async (request, reply) => {
    const input = validate(ownershipOfferSchema, request.body);
    const offer = await offerOwnership(context, checked(request), input, now());
    return reply.status(201).send({ offer });
  });

  app.delete<HotelParams>('/api/hotels/:hotelId/ownership-offer', async (request, reply) => {
    await cancelOwnershipOffer(context, checked(request));
    return reply.status(204).send();
  });

  app.post<HotelParams>('/api/hotels/:hotelId/ownership-offer/accept', async (request) =>
    acceptOwnership(context, checked(request)),
  );

  registerInvitationLinkRoutes(app, context, now);
}
