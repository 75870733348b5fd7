import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { memberRoles } from '@common/teams/roles';
import { user } from './auth';
import { hotels } from './hotels';

export const memberRole = pgEnum('member_role', memberRoles);

/**
 * Who works on a hotel, each with one role (issue 36, part 1). Exactly one owner per hotel: the user of
 * hotels.user_id, kept in step by triggers (migration 0039): a new hotel makes its owner's row, a hand-over
 * moves it. A chain member is a row per hotel of the chain; `all_hotels` marks one who was invited to all of
 * them and joins the hotels the chain adds later too. Every request under a hotel reads these rows (remembered
 * per user, features/hotels/hotels-of-users.ts): a removed row ends access at the member's next request.
 */
export const hotelMembers = pgTable(
  'hotel_members',
  {
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: memberRole('role').notNull(),
    allHotels: boolean('all_hotels').notNull().default(false),
    /**
     * The events of this hotel the member hears of in the bell (issue 36, part 5), as the owner chose them;
     * null while nobody chose, which means the role's defaults (features/notifications).
     */
    notifyEvents: text('notify_events').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The member's last request under this hotel, written at most every few minutes. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.hotelId, table.userId] }),
    index('hotel_members_user_id_idx').on(table.userId),
    uniqueIndex('hotel_members_one_owner_idx')
      .on(table.hotelId)
      .where(sql`${table.role} = 'owner'`),
  ],
);

/**
 * An invitation to join one hotel or several of a chain (issue 36, part 2). The mail carries a random token,
 * of which only the SHA-256 is kept; it is bound to the address, used once, and expires after 7 days.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The address invited, lower-cased: only the account of this address may accept. */
    email: text('email').notNull(),
    role: memberRole('role').notNull(),
    /** For a chain: all of its hotels, now and later. */
    allHotels: boolean('all_hotels').notNull().default(false),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('team_invitations_token_hash_idx').on(table.tokenHash),
    index('team_invitations_email_idx').on(table.email),
  ],
);

/** The hotels an invitation opens; a deleted hotel leaves its invitations. */
export const teamInvitationHotels = pgTable(
  'team_invitation_hotels',
  {
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => teamInvitations.id, { onDelete: 'cascade' }),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.invitationId, table.hotelId] }),
    index('team_invitation_hotels_hotel_id_idx').on(table.hotelId),
  ],
);

/**
 * An owner's offer to hand a hotel over to one of its members, who must accept (issue 36, part 1); one open
 * offer per hotel. On acceptance the member becomes the owner and the former owner an admin.
 */
export const ownershipOffers = pgTable('ownership_offers', {
  hotelId: uuid('hotel_id')
    .primaryKey()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  fromUserId: text('from_user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  toUserId: text('to_user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
