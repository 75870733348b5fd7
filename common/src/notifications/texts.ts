import type { NotificationContent } from './kinds';

/** The bell's own texts; 'No notifications yet' is the empty state of issue 15, point 5. */
export const notificationTexts = {
  title: 'Notifications',
  empty: 'No notifications yet',
  loading: 'Loading notifications...',
  loadFailed: 'Failed to load notifications',
  retry: 'Try again',
  notFound: 'Notification not found',
  /** The bell's accessible name, with the unread count when there is one. */
  bellLabel: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
} as const;

export interface NotificationTextOptions {
  /** Only tests pin it; the screen shows instants in the viewer's own time zone. */
  timeZone?: string;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar day (YYYY-MM-DD) as '25 Nov 2026'; read as UTC so no time zone moves it to another day. */
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

const formatInstant = (iso: string, timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone }).format(new Date(iso));

const images = (count: number) => (count === 1 ? '1 image' : `${count} images`);

/**
 * The sentence a notification shows, from its kind and params. Dates are written out ('on 25 Nov 2026') rather
 * than 'tomorrow', so the text stays true however long it waits to be read.
 */
export function notificationText(
  notification: NotificationContent,
  options: NotificationTextOptions = {},
): string {
  switch (notification.kind) {
    case 'ota_expiring': {
      const { channel, expiresAt } = notification.params;
      return `Your ${channel} login expires on ${formatInstant(expiresAt, options.timeZone)}. Renew it to keep the connection.`;
    }
    case 'ota_expired':
      return `Your ${notification.params.channel} login has expired and the channel was disconnected. Reconnect it to keep your content in sync.`;
    case 'import_succeeded':
      return `The import of ${notification.params.hotelName} has finished. Review the imported content.`;
    case 'import_failed':
      return 'The property import failed. You can add your photos, rooms and description on the content page.';
    case 'template_starts': {
      const { templateName, date } = notification.params;
      return `Template "${templateName}" goes live on ${formatDay(date)}.`;
    }
    case 'template_ended': {
      const { templateName, date } = notification.params;
      return `Template "${templateName}" ended on ${formatDay(date)}. Unpublish it or give it new dates.`;
    }
    case 'payment_failed':
      return 'A payment for your subscription failed. Please update your payment method.';
    case 'upload_ai_fallback': {
      const { count } = notification.params;
      return `The AI service was unavailable for ${images(count)} you uploaded: ${count === 1 ? 'it got' : 'they got'} the default category and no tags. Please check them in the library.`;
    }
  }
}
