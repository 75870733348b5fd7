import * as Popover from '@radix-ui/react-popover';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useNotificationTexts } from '@web/locales/notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { NotificationPanel } from './notification-panel';

export interface NotificationBellProps {
  /** The active hotel, whose bell this is (issue 36, part 5); null for a user without a hotel. */
  hotelId: string | null;
}

/**
 * The top bar's bell (issue 15, point 5; DECISIONS.md point 26): the active hotel's notifications with the
 * account's own, the unread count polled every minute and on returning to the tab, and a panel of the newest
 * notifications that marks them read as it opens.
 */
export function NotificationBell({ hotelId }: NotificationBellProps) {
  const t = useNotificationTexts();
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount(hotelId).data ?? 0;

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={unread > 0 ? t('bellLabelUnread', { count: unread }) : t('bellLabel')}
        className="relative rounded-full p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={t('title')}
          className="z-50 w-80 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white shadow-lg"
        >
          <NotificationPanel hotelId={hotelId} onFollow={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
