import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hotelTexts } from '@common/hotels/schemas';
import { roleAllows, type MemberRole } from '@common/teams/roles';
import { teamTexts } from '@common/teams/texts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { membershipOf } from '../hotels/hotels-of-users';
import { isUuid } from '../hotels/service';
import { noteMemberActive } from './last-active';

/** Who a request under a hotel acts as: the signed-in member and their role, as the access check found them. */
export interface CheckedMembership {
  userId: string;
  hotelId: string;
  role: MemberRole;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The role a route under a hotel needs (http/hotel-route-roles.ts; set by the route registry). */
    role?: MemberRole;
  }
  interface FastifyRequest {
    /** The checked membership of a route under a hotel. */
    membership: CheckedMembership | null;
  }
}

/**
 * The one access check of every route under a hotel (issue 36, part 3): the signed-in user must be a member of the
 * hotel in the path (else 404, as for an unknown id, so ids of other tenants cannot be probed), with a role at
 * least the route's (else 403 'Your role does not allow this.'). It runs before the body is read, so a refused
 * request changes nothing. The memberships are remembered per user and announced by the database on every change
 * (hotels-of-users.ts), so a removed member is refused at their very next request, and the check costs no query.
 */
export function registerHotelAccessCheck(app: FastifyInstance, db: Db) {
  app.decorateRequest('membership', null);
  app.addHook('onRequest', async (request) => {
    const needed = request.routeOptions.config.role;
    if (!needed || !request.user) return;
    request.membership = await requireRole(db, request.user.id, hotelIdOf(request), needed);
    await noteMemberActive(db, request.membership, request.log);
  });
}

const hotelIdOf = (request: FastifyRequest) => (request.params as { hotelId?: string }).hotelId ?? '';

/**
 * The user's membership of the hotel if their role allows what needs `needed`; 404 for a non-member, 403 for a
 * member whose role does not allow it. For the few routes that name their hotel in the body (an OTA login, an API
 * key's hotels) and for anything else that must check a role itself.
 */
export async function requireRole(
  db: Db,
  userId: string,
  hotelId: string,
  needed: MemberRole,
): Promise<CheckedMembership> {
  if (!isUuid(hotelId)) throw new AppError('notFound', hotelTexts.hotelNotFound);
  const membership = await membershipOf(db, userId, hotelId);
  if (!membership) throw new AppError('notFound', hotelTexts.hotelNotFound);
  if (!roleAllows(membership.role, needed)) throw new AppError('forbidden', teamTexts.roleNotAllowed);
  return { userId, hotelId, role: membership.role };
}
