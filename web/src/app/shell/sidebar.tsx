import { LogOut, Settings } from 'lucide-react';
import { NavLink } from 'react-router';
import { useLogout } from '@web/features/accounts/api/sign-out';
import { HotelSwitcher } from '@web/features/hotels/components/hotel-switcher';
import { cn } from '@web/components/ui/cn';
import { useShellTexts } from '@web/locales/shell';
import { navigation, type NavItem } from './navigation';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
  );

function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const t = useShellTexts();
  const Icon = item.icon;
  if (!item.available) {
    return (
      <span
        aria-disabled="true"
        className="flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-500"
      >
        <Icon className="size-4" aria-hidden="true" />
        {t(`pages.${item.page}`)}
        <span className="ml-auto rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">{t('soon')}</span>
      </span>
    );
  }
  return (
    <NavLink to={item.to} className={linkClass} onClick={onNavigate}>
      <Icon className="size-4" aria-hidden="true" />
      {t(`pages.${item.page}`)}
    </NavLink>
  );
}

/** Sidebar: Overview and Content Studio groups, then the active hotel (a switcher for chains), Settings and Logout. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  // Asks first when the page holds unsaved edits; the route guard then takes the user to the landing page.
  const { logout, isPending } = useLogout();
  const t = useShellTexts();

  return (
    <nav aria-label={t('mainNavigation')} className="flex h-full min-h-0 flex-1 flex-col gap-6 p-4">
      {/* The pages scroll on a short screen while the hotel, Settings and Logout stay in view below them. */}
      <div className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto">
        <div className="px-3 text-lg font-bold text-brand-700">{t('productName')}</div>
        {navigation.map((group) => (
          <div key={group.heading}>
            <p className="mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
              {t(`groups.${group.heading}`)}
            </p>
            <ul className="space-y-1">
              {group.items.map((item) => (
                <li key={item.to}>
                  <NavEntry item={item} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="shrink-0 space-y-1 border-t border-slate-200 pt-4">
        <HotelSwitcher onSwitched={onNavigate} />
        <NavLink to="/settings/hotel" className={linkClass} onClick={onNavigate}>
          <Settings className="size-4" aria-hidden="true" />
          {t('pages.settings')}
        </NavLink>
        <button
          type="button"
          onClick={logout}
          disabled={isPending}
          className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          <LogOut className="size-4" aria-hidden="true" />
          {t('logout')}
        </button>
      </div>
    </nav>
  );
}
