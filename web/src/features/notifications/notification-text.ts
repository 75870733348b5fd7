import type { NotificationContent } from '@common/notifications/kinds';
import { formatterFor } from '@web/lib/format/formatter';
import { notificationTexts } from '@web/locales/notifications';
import type { TextValues } from '@web/lib/i18n/text-keys';

export interface NotificationTextOptions {
  /** Only tests pin it; the screen shows instants in the viewer's own time zone. */
  timeZone?: string;
}

// The bell speaks English, as the rest of the signed-in shell around it.
const format = formatterFor('en');

/** A kind's params as its catalogue text reads them: dates written out by the screen's formatter. */
function valuesOf(notification: NotificationContent, timeZone: string | undefined): TextValues {
  switch (notification.kind) {
    case 'ota_expiring':
      return {
        channel: notification.params.channel,
        date: format.date(notification.params.expiresAt, timeZone),
      };
    // A template's day is that day anywhere: it is read as a calendar day, never moved by a time zone.
    case 'template_starts':
    case 'template_ended':
      return { templateName: notification.params.templateName, date: format.day(notification.params.date) };
    default:
      return notification.params;
  }
}

/**
 * The sentence a notification shows, from its kind and params (the catalogue's kinds.<kind>). Dates are written
 * out ('on 25 Nov 2026') rather than 'tomorrow', so the text stays true however long it waits to be read.
 */
export function notificationText(
  notification: NotificationContent,
  options: NotificationTextOptions = {},
): string {
  return notificationTexts(`kinds.${notification.kind}`, valuesOf(notification, options.timeZone));
}
