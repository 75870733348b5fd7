import { and, asc, desc, eq, gt, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { AssignableRole, MemberRole } from '@common/teams/roles';
import type { Db } from '../../db/client';
import { hotels, teamInvitationHotels, teamInvitations, user, userProfiles } from '../../db/schema';

export type InvitationRow = typeof teamInvitations.$inferSelect;

/** An invitation with the hotels it opens (in the hotels' order), as the Team page and the service use it. */
export interface InvitationWithHotels extends Omit<InvitationRow, 'role'> {
  role: AssignableRole;
  hotels: { id: string; name: string }[];
}

/**
 * The role an invitation gives. Invitations are written with the roles an invitation may give only (the schema
 * refuses 'owner'); a row edited by hand to 'owner' reads as admin, never as a way to ownership.
 */
export const invitedRole = (role: MemberRole): AssignableRole => (role === 'owner' ? 'admin' : role);

const pending = () => and(isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt));

/**
 * The pending invitations (neither accepted nor revoked, expired or not) that open one of the hotels, the newest
 * first, each with all of its hotels.
 */
export async function findPendingInvitations(db: Db, hotelIds: string[]): Promise<InvitationWithHotels[]> {
  if (hotelIds.length === 0) return [];
  const ids = db
    .selectDistinct({ id: teamInvitationHotels.invitationId })
    .from(teamInvitationHotels)
    .where(inArray(teamInvitationHotels.hotelId, hotelIds));
  const rows = await db
    .select({ invitation: teamInvitations, hotelId: hotels.id, hotelName: hotels.name })
    .from(teamInvitations)
    .innerJoin(teamInvitationHotels, eq(teamInvitationHotels.invitationId, teamInvitations.id))
    .innerJoin(hotels, eq(hotels.id, teamInvitationHotels.hotelId))
    .where(and(inArray(teamInvitations.id, ids), pending()))
    .orderBy(desc(teamInvitations.sentAt), desc(teamInvitations.id), asc(hotels.createdAt), asc(hotels.id));
  return groupByInvitation(rows);
}

function groupByInvitation(
  rows: { invitation: InvitationRow; hotelId: string; hotelName: string }[],
): InvitationWithHotels[] {
  const byId = new Map<string, InvitationWithHotels>();
  for (const { invitation, hotelId, hotelName } of rows) {
    const entry = byId.get(invitation.id) ?? {
      ...invitation,
      role: invitedRole(invitation.role),
      hotels: [],
    };
    entry.hotels.push({ id: hotelId, name: hotelName });
    byId.set(invitation.id, entry);
  }
  return [...byId.values()];
}

/** A pending invitation by id among those opening one of the hotels. */
export async function findPendingInvitation(db: Db, invitationId: string, hotelIds: string[]) {
  return (await findPendingInvitations(db, hotelIds)).find((invitation) => invitation.id === invitationId);
}

export interface NewInvitation {
  email: string;
  role: AssignableRole;
  allHotels: boolean;
  invitedBy: string;
  tokenHash: string;
  expiresAt: Date;
  sentAt: Date;
  hotelIds: string[];
}

/** Stores an invitation and its hotels; inside a transaction. Answers its id. */
export async function insertInvitation(tx: Db, invitation: NewInvitation): Promise<string> {
  const { hotelIds, ...values } = invitation;
  const [row] = await tx
    .insert(teamInvitations)
    .values({ ...values, createdAt: values.sentAt })
    .returning({ id: teamInvitations.id });
  if (!row) throw new Error('invitation insert returned nothing');
  await tx
    .insert(teamInvitationHotels)
    .values(hotelIds.map((hotelId) => ({ invitationId: row.id, hotelId })));
  return row.id;
}

/**
 * Replaces a pending invitation with a new one to the same address (its role, hotels, link and expiry): the old
 * link stops working, as its token's hash is gone. Inside a transaction.
 */
export async function replaceInvitation(tx: Db, invitationId: string, invitation: NewInvitation) {
  const { hotelIds, ...values } = invitation;
  await tx.update(teamInvitations).set(values).where(eq(teamInvitations.id, invitationId));
  await tx.delete(teamInvitationHotels).where(eq(teamInvitationHotels.invitationId, invitationId));
  await tx.insert(teamInvitationHotels).values(hotelIds.map((hotelId) => ({ invitationId, hotelId })));
}

/** A new link and expiry for a pending invitation ('Resend'); false when it is no longer pending. */
export async function renewInvitation(
  db: Db,
  invitationId: string,
  values: { tokenHash: string; expiresAt: Date; sentAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(teamInvitations)
    .set(values)
    .where(and(eq(teamInvitations.id, invitationId), pending()))
    .returning({ id: teamInvitations.id });
  return rows.length > 0;
}

/** Revokes a pending invitation: its link stops working at once. False when it was no longer pending. */
export async function revokeInvitationRow(db: Db, invitationId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(teamInvitations)
    .set({ revokedAt: at })
    .where(and(eq(teamInvitations.id, invitationId), pending()))
    .returning({ id: teamInvitations.id });
  return rows.length > 0;
}

/** The invitation of a link (by its token's hash) with its hotels and who sent it, whatever its state. */
export async function findInvitationByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      invitation: teamInvitations,
      inviterEmail: user.email,
      inviterAccountName: user.name,
      inviterFirstName: userProfiles.firstName,
      inviterLastName: userProfiles.lastName,
    })
    .from(teamInvitations)
    .leftJoin(user, eq(user.id, teamInvitations.invitedBy))
    .leftJoin(userProfiles, eq(userProfiles.userId, teamInvitations.invitedBy))
    .where(eq(teamInvitations.tokenHash, tokenHash))
    .limit(1);
  if (!row) return undefined;
  const invitationHotels = await db
    .select({ id: hotels.id, name: hotels.name, chainName: hotels.chainName })
    .from(teamInvitationHotels)
    .innerJoin(hotels, eq(hotels.id, teamInvitationHotels.hotelId))
    .where(eq(teamInvitationHotels.invitationId, row.invitation.id))
    .orderBy(asc(hotels.createdAt), asc(hotels.id));
  return { ...row, hotels: invitationHotels };
}

/**
 * Marks a pending, unexpired invitation of the address as accepted, atomically: of two acceptances at once only
 * one finds it still pending (the second waits for the first's row lock and then matches nothing). Answers
 * whether it was this call that accepted it.
 */
export async function claimInvitation(tx: Db, invitationId: string, email: string, now: Date) {
  const rows = await tx
    .update(teamInvitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(teamInvitations.id, invitationId),
        pending(),
        gt(teamInvitations.expiresAt, now),
        sql`lower(${teamInvitations.email}) = ${email.toLowerCase()}`,
      ),
    )
    .returning({ id: teamInvitations.id });
  return rows.length > 0;
}

/**
 * Forgets the team's invitations answered (accepted or revoked) or expired before `before`, and any invitation
 * whose hotels were all deleted: none of them opens anything, and each holds someone's address.
 */
export async function removeOldInvitations(db: Db, hotelIds: string[], before: Date) {
  if (hotelIds.length > 0) {
    const ofTeam = db
      .selectDistinct({ id: teamInvitationHotels.invitationId })
      .from(teamInvitationHotels)
      .where(inArray(teamInvitationHotels.hotelId, hotelIds));
    await db
      .delete(teamInvitations)
      .where(
        and(
          inArray(teamInvitations.id, ofTeam),
          or(
            lt(teamInvitations.acceptedAt, before),
            lt(teamInvitations.revokedAt, before),
            lt(teamInvitations.expiresAt, before),
          ),
        ),
      );
  }
  await db
    .delete(teamInvitations)
    .where(
      notExists(
        db
          .select({ id: teamInvitationHotels.invitationId })
          .from(teamInvitationHotels)
          .where(eq(teamInvitationHotels.invitationId, teamInvitations.id)),
      ),
    );
}
