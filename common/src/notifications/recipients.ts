import { z } from 'zod';
import type { MemberRole } from '../teams/roles';
import { notificationEvents, type NotificationEvent } from './events';
import { notificationTexts } from './texts';

/**
 * Who of a hotel's members hears of which event in the bell (issue 36, part 5). Routes (roles in
 * server/src/http/hotel-route-roles.ts):
 *   GET /api/hotels/:hotelId/notification-recipients          -> NotificationRecipientsView (any member)
 *   PUT /api/hotels/:hotelId/notification-recipients/:userId  NotificationChoiceInput -> { recipient } (owner);
 *       a user who is not a member 404; 'payment_failed' for anyone but the owner 400
 */

export interface NotificationRecipientView {
  userId: string;
  /** The member's profile or account name; '' while they have given none. */
  name: string;
  email: string;
  role: MemberRole;
  /** The events the member hears of now, in the order of `notificationEvents`. */
  events: NotificationEvent[];
  /** The events their row offers: all but payments for anyone but the owner. */
  offered: NotificationEvent[];
  /** False while the owner has chosen nothing for them: they hear what their role hears by default. */
  chosen: boolean;
  isYou: boolean;
}

export interface NotificationRecipientsView {
  /** The owner first, then by name and address. */
  recipients: NotificationRecipientView[];
  /** The signed-in user is the owner, who alone changes the choices. */
  canChange: boolean;
}

export const notificationChoiceSchema = z.strictObject({
  events: z
    .array(z.enum(notificationEvents, { error: notificationTexts.unknownEvent }), {
      error: notificationTexts.unknownEvent,
    })
    .max(notificationEvents.length, notificationTexts.duplicateEvent)
    .refine((events) => new Set(events).size === events.length, notificationTexts.duplicateEvent),
});
export type NotificationChoiceInput = z.output<typeof notificationChoiceSchema>;
