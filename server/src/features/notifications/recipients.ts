import { eventsOfferedTo, eventsOfMember, ownerOnlyEvent } from '@common/notifications/events';
import type { NotificationChoiceInput, NotificationRecipientView } from '@common/notifications/recipients';
import type { NotificationRecipientsView } from '@common/notifications/recipients';
import { notificationTexts } from '@common/notifications/texts';
import { teamTexts } from '@common/teams/texts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CheckedMembership } from '../teams/access-check';
import { personName } from '../teams/people';
import { findRecipientRows, storeNotifyEvents } from './recipients-repository';

type RecipientRow = Awaited<ReturnType<typeof findRecipientRows>>[number];

/**
 * Settings -> Notifications (issue 36, part 5): every member of the hotel with the events they hear of. Any member
 * may read it (each sees what reaches whom); only the owner changes it.
 */
export async function getNotificationRecipients(
  db: Db,
  membership: CheckedMembership,
): Promise<NotificationRecipientsView> {
  const rows = await findRecipientRows(db, membership.hotelId);
  return {
    recipients: ordered(rows.map((row) => present(row, membership.userId))),
    canChange: membership.role === 'owner',
  };
}

/**
 * The owner's choice of events for one member of the hotel (the owner's own row included). 'Payment failed' is
 * the owner's alone: asked for anyone else it is refused (400). A user who is not a member of this hotel 404.
 */
export async function chooseNotificationEvents(
  db: Db,
  membership: CheckedMembership,
  userId: string,
  input: NotificationChoiceInput,
): Promise<NotificationRecipientView> {
  const member = await findMember(db, membership.hotelId, userId);
  if (input.events.includes(ownerOnlyEvent) && member.role !== 'owner')
    throw new AppError('validation', notificationTexts.paymentForOwnersOnly, {
      fields: { events: notificationTexts.paymentForOwnersOnly },
    });
  const stored = await storeNotifyEvents(db, { ...member, hotelId: membership.hotelId }, input.events);
  // Their role changed (or they left) between the read and the write: the choice was made for what they were.
  if (!stored) throw new AppError('conflict', teamTexts.teamChanged);
  return present(await findMember(db, membership.hotelId, userId), membership.userId);
}

async function findMember(db: Db, hotelId: string, userId: string) {
  const member = (await findRecipientRows(db, hotelId)).find((row) => row.userId === userId);
  if (!member) throw new AppError('notFound', teamTexts.memberNotFound);
  return member;
}

function present(row: RecipientRow, signedInUserId: string): NotificationRecipientView {
  return {
    userId: row.userId,
    name: personName(row),
    email: row.email,
    role: row.role,
    events: eventsOfMember(row.role, row.notifyEvents),
    offered: eventsOfferedTo(row.role),
    chosen: row.notifyEvents !== null,
    isYou: row.userId === signedInUserId,
  };
}

/** The owner first, then by name (members without one by address). */
function ordered(recipients: NotificationRecipientView[]) {
  const label = (recipient: NotificationRecipientView) => (recipient.name || recipient.email).toLowerCase();
  return recipients.sort(
    (a, b) =>
      Number(b.role === 'owner') - Number(a.role === 'owner') ||
      label(a).localeCompare(label(b)) ||
      a.email.localeCompare(b.email),
  );
}
