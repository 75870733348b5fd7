import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { NavLink, Outlet } from 'react-router';
import { cn } from '@web/components/ui/cn';
import { useApiKeysAllowed } from '@web/features/api-keys/api-key-access';
import { useBillingAllowed } from '@web/features/billing/billing-access';
import { useHotelTexts } from '@web/locales/hotels';

const tabs = [
  { to: '/settings/hotel', label: 'hotel' },
  { to: '/settings/personal', label: 'personal' },
  { to: '/settings/payment', label: 'payment' },
  { to: '/settings/api-keys', label: 'apiKeys' },
  { to: '/settings/team', label: 'team' },
  { to: '/settings/notifications', label: 'notifications' },
] as const;

const tabBase = cn(
  'inline-flex h-10 items-center whitespace-nowrap border-b-2 px-4 text-sm font-medium',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
);

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    tabBase,
    isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-700 hover:text-slate-900',
  );

/**
 * The settings tabs are links, so the tab follows the route (NavLink marks the current one aria-current). Payment
 * is closed to a member who owns no hotel, API keys to one who administers none (issue 36): such a tab is shown,
 * so the settings look the same to everyone, but it is no link; it stays focusable and says why on hover, on
 * focus and on a tap. The reason sits below the tab row, outside its sideways scrolling, which would clip it.
 */
export function Component() {
  const t = useHotelTexts();
  const closed: Partial<Record<(typeof tabs)[number]['label'], boolean>> = {
    // Open while the hotels load: an owner sees no flicker.
    payment: useBillingAllowed() === false,
    apiKeys: useApiKeysAllowed() === false,
  };
  const reasonId = useId();
  const row = useRef<HTMLDivElement>(null);
  const [reasonAt, setReasonAt] = useState<number | null>(null);
  const explain = (event: SyntheticEvent<HTMLElement>) => {
    const left = row.current?.getBoundingClientRect().left ?? 0;
    setReasonAt(event.currentTarget.getBoundingClientRect().left - left);
  };
  const hide = () => setReasonAt(null);

  return (
    <div className="space-y-6">
      <div ref={row} className="relative">
        <nav aria-label={t('tabs.label')} className="overflow-x-auto border-b border-slate-200">
          <ul className="flex">
            {tabs.map((tab) => (
              <li key={tab.to}>
                {closed[tab.label] ? (
                  <span
                    role="link"
                    aria-disabled="true"
                    aria-describedby={reasonId}
                    tabIndex={0}
                    onMouseEnter={explain}
                    onMouseLeave={hide}
                    onFocus={explain}
                    onBlur={hide}
                    onClick={explain}
                    className={cn(tabBase, 'cursor-not-allowed border-transparent text-slate-400')}
                  >
                    {t(`tabs.${tab.label}`)}
                  </span>
                ) : (
                  <NavLink to={tab.to} className={tabClass}>
                    {t(`tabs.${tab.label}`)}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <p
          id={reasonId}
          role="tooltip"
          style={{ left: reasonAt ?? 0 }}
          className={cn(
            'pointer-events-none absolute top-full z-10 mt-1 w-max max-w-60 rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow',
            reasonAt === null ? 'invisible' : 'visible',
          )}
        >
          {t('tabs.roleNotAllowed')}
        </p>
      </div>
      <Outlet />
    </div>
  );
}
