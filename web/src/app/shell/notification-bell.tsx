import * as Popover from '@radix-ui/react-popover';
import { Bell } from 'lucide-react';

/** The bell opens a panel announcing that notifications are coming (spec part 1, section 2). */
export function NotificationBell() {
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label="Notifications"
        className="rounded-full p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Bell className="size-5" aria-hidden="true" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-72 rounded-lg border border-slate-200 bg-white p-4 shadow-lg"
        >
          <p className="font-semibold text-slate-900">Coming Soon</p>
          <p className="mt-1 text-sm text-slate-700">Notifications feature will be available soon!</p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
