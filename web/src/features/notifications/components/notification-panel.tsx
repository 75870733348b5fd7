import { useEffect, useRef } from 'react';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useNotificationTexts } from '@web/locales/notifications';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { NotificationItem } from './notification-item';

interface NotificationPanelProps {
  /** The hotel whose bell is open. */
  hotelId: string | null;
  /** Called as a notification's link is followed (the bell closes). */
  onFollow(): void;
}

/** The open bell: the newest notifications, loaded as it opens; the unread ones shown are marked read. */
export function NotificationPanel({ hotelId, onFollow }: NotificationPanelProps) {
  const t = useNotificationTexts();
  const query = useNotifications(hotelId);
  const { mutate: markRead } = useMarkNotificationsRead(hotelId);
  // Each id is sent once, whatever re-renders or repeated effects follow.
  const sent = useRef(new Set<string>());

  useEffect(() => {
    const unread = (query.data?.notifications ?? [])
      .filter((notification) => !notification.read && !sent.current.has(notification.id))
      .map((notification) => notification.id);
    if (unread.length === 0) return;
    for (const id of unread) sent.current.add(id);
    markRead(unread);
  }, [query.data, markRead]);

  return (
    <div className="flex max-h-[70vh] flex-col">
      <h2 className="border-b border-slate-200 px-4 py-3 font-semibold text-slate-900">{t('title')}</h2>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {query.isPending ? (
          <div className="px-4 py-6 text-sm text-slate-700">
            <Spinner label={t('loading')} />
          </div>
        ) : query.isError ? (
          <div className="space-y-3 p-4">
            <Alert tone="error">{t('loadFailed')}</Alert>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : query.data.notifications.length === 0 ? (
          <p className="px-4 py-6 text-sm text-slate-700">{t('empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {query.data.notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onFollow={onFollow} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
