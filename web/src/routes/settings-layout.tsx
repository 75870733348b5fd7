import { NavLink, Outlet } from 'react-router';
import { cn } from '@web/components/ui/cn';
import { useHotelTexts } from '@web/locales/hotels';

const tabs = [
  { to: '/settings/hotel', label: 'hotel' },
  { to: '/settings/personal', label: 'personal' },
  { to: '/settings/payment', label: 'payment' },
  { to: '/settings/api-keys', label: 'apiKeys' },
  { to: '/settings/team', label: 'team' },
  { to: '/settings/notifications', label: 'notifications' },
] as const;

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-10 items-center whitespace-nowrap border-b-2 px-4 text-sm font-medium',
    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
    isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-700 hover:text-slate-900',
  );

/** The settings tabs are links, so the tab follows the route (NavLink marks the current one aria-current). */
export function Component() {
  const t = useHotelTexts();
  return (
    <div className="space-y-6">
      <nav aria-label={t('tabs.label')} className="overflow-x-auto border-b border-slate-200">
        <ul className="flex">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} className={tabClass}>
                {t(`tabs.${tab.label}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
