import { NavLink, Outlet } from 'react-router';
import { cn } from '@web/components/ui/cn';

const tabs = [
  { to: '/settings/hotel', label: 'Hotel' },
  { to: '/settings/personal', label: 'Personal' },
  { to: '/settings/payment', label: 'Payment' },
] as const;

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-10 items-center whitespace-nowrap border-b-2 px-4 text-sm font-medium',
    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
    isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-700 hover:text-slate-900',
  );

/** The settings tabs are links, so the tab follows the route (NavLink marks the current one aria-current). */
export function Component() {
  return (
    <div className="space-y-6">
      <nav aria-label="Settings" className="overflow-x-auto border-b border-slate-200">
        <ul className="flex">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} className={tabClass}>
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
