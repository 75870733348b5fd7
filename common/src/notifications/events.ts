import type { MemberRole } from '../teams/roles';
import type { NotificationKind } from './kinds';

/**
 * The events of a hotel its owner chooses, per member, who hears of in the bell (issue 36, part 5), in the order
 * the Notifications settings show them. A member's choice is stored in hotel_members.notify_events; null there
 * means the role's defaults below.
 */
export const notificationEvents = [
  'import_finished',
  'ota_login_expiring',
  'push_failed',
  'template_dates',
  'payment_failed',
] as const;
export type NotificationEvent = (typeof notificationEvents)[number];

export const isNotificationEvent = (value: unknown): value is NotificationEvent =>
  typeof value === 'string' && (notificationEvents as readonly string[]).includes(value);

/** The event only owners hear of: the owner pays, so a failed payment is theirs alone (never given to others). */
export const ownerOnlyEvent = 'payment_failed' satisfies NotificationEvent;

/** Which event each kind of notification belongs to. Kinds without one are a user's own, whatever the choice. */
export const eventOfKind: Partial<Record<NotificationKind, NotificationEvent>> = {
  import_succeeded: 'import_finished',
  import_failed: 'import_finished',
  ota_expiring: 'ota_login_expiring',
  // A login that stopped working needs the same person as one about to: whoever renews the logins.
  ota_expired: 'ota_login_expiring',
  alpinebits_push_failed: 'push_failed',
  template_starts: 'template_dates',
  template_ended: 'template_dates',
  payment_failed: 'payment_failed',
};

/**
 * The kinds that concern a hotel and go to its members by their choice. A failed payment concerns the account
 * (the owner's subscription pays for all their hotels), an upload's AI fallback the member who uploaded, a
 * disabled webhook the maker of its API key: those stay the user's own.
 */
export const hotelEventKinds = [
  'import_succeeded',
  'import_failed',
  'ota_expiring',
  'ota_expired',
  'alpinebits_push_failed',
  'template_starts',
  'template_ended',
] as const satisfies readonly NotificationKind[];
export type HotelEventKind = (typeof hotelEventKinds)[number];

/**
 * What each role hears of while the owner has chosen nothing for the member: the owner everything; an admin all
 * but payments (they run the logins and pushes); an editor what follows their own work (imports they start,
 * templates they write); a viewer nothing, as they can act on none of it.
 */
export const defaultEventsOfRole: Record<MemberRole, readonly NotificationEvent[]> = {
  owner: notificationEvents,
  admin: ['import_finished', 'ota_login_expiring', 'push_failed', 'template_dates'],
  editor: ['import_finished', 'template_dates'],
  viewer: [],
};

/** The events a member hears of: their stored choice, or their role's defaults; payments for owners only. */
export function eventsOfMember(role: MemberRole, chosen: readonly string[] | null): NotificationEvent[] {
  const events = chosen ? chosen.filter(isNotificationEvent) : defaultEventsOfRole[role];
  return notificationEvents.filter(
    (event) => events.includes(event) && (event !== ownerOnlyEvent || role === 'owner'),
  );
}

/** The events that may be chosen for a member of this role (the switches their row shows). */
export const eventsOfferedTo = (role: MemberRole): NotificationEvent[] =>
  notificationEvents.filter((event) => event !== ownerOnlyEvent || role === 'owner');
