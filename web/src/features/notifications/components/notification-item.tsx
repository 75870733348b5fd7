import { Link } from 'react-router';
import { notificationLinks } from '@common/notifications/links';
import type { NotificationView } from '@common/notifications/schemas';
import { cn } from '@web/components/ui/cn';
import { relativeTime } from '@web/lib/relative-time';
import { useNotificationTexts } from '@web/locales/notifications';
import { notificationText } from '../notification-text';

interface NotificationItemProps {
  notification: NotificationView;
  onFollow(): void;
}

/**
 * One notification: its text, when it came, and a link to the page that resolves it. The bell shows one hotel's
 * (the active one's) and the account's own, so no notification needs to name its hotel.
 */
export function NotificationItem({ notification, onFollow }: NotificationItemProps) {
  const t = useNotificationTexts();
  const unread = !notification.read;
  return (
    <li>
      <Link
        to={notificationLinks[notification.kind]}
        onClick={onFollow}
        className={cn(
          'flex gap-3 px-4 py-3 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
          unread ? 'bg-brand-50/60' : '',
        )}
      >
        <span
          aria-hidden="true"
          className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-brand-600' : 'bg-transparent')}
        />
        <span className="min-w-0 flex-1">
          {unread ? <span className="sr-only">{t('unreadPrefix')}</span> : null}
          <span className="block text-slate-900">{notificationText(notification)}</span>
          <span className="mt-1 block text-xs text-slate-600">
            <time dateTime={notification.createdAt}>{relativeTime(notification.createdAt, new Date())}</time>
          </span>
        </span>
      </Link>
    </li>
  );
}
