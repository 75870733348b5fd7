import { z } from 'zod';
import { emailSchema } from '../accounts/schemas';
import { assignableRoles, type AssignableRole, type MemberRole } from './roles';
import { teamTexts } from './texts';

/**
 * The team of a hotel (issue 36, parts 1 and 2): the members of the hotels its owner owns; for an individual hotel
 * that is the one hotel, for a chain every hotel of the chain. Routes (the role each needs is in
 * server/src/http/hotel-route-roles.ts):
 *   GET    /api/hotels/:hotelId/team                               TeamView
 *   POST   /api/hotels/:hotelId/invitations                        InviteMemberInput -> { invitation } (201)
 *   POST   /api/hotels/:hotelId/invitations/:invitationId/resend   { invitation } (a new link, 7 more days)
 *   DELETE /api/hotels/:hotelId/invitations/:invitationId          204
 *   PUT    /api/hotels/:hotelId/members/:userId                    MemberRoleInput -> { member }
 *   PUT    /api/hotels/:hotelId/members/:userId/hotels             MemberHotelsInput -> { member } (a chain's)
 *   DELETE /api/hotels/:hotelId/members/:userId                    204 (from every hotel of the team)
 *   DELETE /api/hotels/:hotelId/membership                         204 (the caller leaves the team)
 *   GET    /api/hotels/:hotelId/ownership-offer                    { offer } made to the caller, or null
 *   POST   /api/hotels/:hotelId/ownership-offer                    OwnershipOfferInput -> { offer } (owner)
 *   DELETE /api/hotels/:hotelId/ownership-offer                    204 (owner)
 *   POST   /api/hotels/:hotelId/ownership-offer/accept             { hotelId } (the member offered)
 *   GET    /api/invitations/:token                                 { invitation: InvitationPreview } (public)
 *   POST   /api/invitations/:token/accept                          InvitationAccepted (signed in)
 */

export interface TeamHotelView {
  id: string;
  name: string;
}

export interface TeamMemberView {
  userId: string;
  /** The name of the member's profile (or account); '' while they have given none. */
  name: string;
  email: string;
  role: MemberRole;
  /** The hotels of the team the member works on, in the team's order. */
  hotels: TeamHotelView[];
  /** Invited to all of a chain's hotels: they join the hotels the chain adds later too. */
  allHotels: boolean;
  /** Their last request under one of the team's hotels; null when never. */
  lastActiveAt: string | null;
  /** The member is the signed-in user. */
  isYou: boolean;
  /**
   * The signed-in user may change this member's role and remove them: not the owner, not themselves, and only a
   * member of hotels the signed-in user works on too.
   */
  manageable: boolean;
}

export interface TeamInvitationView {
  id: string;
  email: string;
  role: AssignableRole;
  hotels: TeamHotelView[];
  allHotels: boolean;
  sentAt: string;
  expiresAt: string;
  /** Past its 7 days: it can be sent again ('Resend'), which makes a new link. */
  expired: boolean;
  /** The signed-in user may resend and revoke it (it opens only hotels they work on). */
  manageable: boolean;
}

export interface OwnershipOfferView {
  toUserId: string;
  toName: string;
  toEmail: string;
  fromName: string;
  fromEmail: string;
  createdAt: string;
  /** The hotels the offer hands over: every hotel of the team. */
  hotels: TeamHotelView[];
}

export interface TeamView {
  /** A chain's team: invitations choose all hotels or some; an individual hotel's team has its one hotel. */
  isChain: boolean;
  /** The chain's name as entered in onboarding; null for an individual hotel or a chain without one. */
  chainName: string | null;
  hotels: TeamHotelView[];
  /** The team's hotels the signed-in user works on: the ones they may invite to. */
  yourHotelIds: string[];
  /** A chain's team whose hotels the signed-in user all works on may invite to all of them, now and later. */
  canInviteToAll: boolean;
  /** The owner first, then by name. */
  members: TeamMemberView[];
  /**
   * Pending invitations (not accepted, not revoked), the newest first; an expired one stays 30 days, to be resent
   * or revoked.
   */
  invitations: TeamInvitationView[];
  ownershipOffer: OwnershipOfferView | null;
  /** The signed-in user's role in the hotel asked for. */
  yourRole: MemberRole;
}

/** What the invitation page shows before anyone signs in. */
export interface InvitationPreview {
  /** The address invited: only the account of this address can accept. */
  email: string;
  role: AssignableRole;
  hotels: string[];
  allHotels: boolean;
  chainName: string | null;
  /** The name of who invited (their address while they have no name); null when their account is gone. */
  invitedBy: string | null;
  expiresAt: string;
}

export interface InvitationAccepted {
  /** The hotel to open: the first of the team's hotels the member joined. */
  hotelId: string;
}

const role = z.enum(assignableRoles, { error: teamTexts.roleRequired });

/** All hotels of a chain (also those it adds later), or a set of them; an individual hotel always its own. */
const hotels = z.union(
  [
    z.literal('all'),
    z
      .array(z.uuid(teamTexts.hotelsRequired), { error: teamTexts.hotelsRequired })
      .min(1, teamTexts.hotelsRequired)
      .max(1000)
      .refine((ids) => new Set(ids).size === ids.length, teamTexts.duplicateHotel),
  ],
  { error: teamTexts.hotelsRequired },
);

export const inviteMemberSchema = z.strictObject({ email: emailSchema, role, hotels });
export type InviteMemberInput = z.output<typeof inviteMemberSchema>;

export const memberRoleSchema = z.strictObject({ role });
export type MemberRoleInput = z.output<typeof memberRoleSchema>;

/** The hotels of a chain a member works on: all of them (also those added later) or the chosen ones. */
export const memberHotelsSchema = z.strictObject({ hotels });
export type MemberHotelsInput = z.output<typeof memberHotelsSchema>;

export const ownershipOfferSchema = z.strictObject({
  userId: z
    .string({ error: teamTexts.ownershipToMemberOnly })
    .min(1, teamTexts.ownershipToMemberOnly)
    .max(200, teamTexts.ownershipToMemberOnly),
});
export type OwnershipOfferInput = z.output<typeof ownershipOfferSchema>;
