import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@web/components/ui/cn';
import { AccountLinks } from './account-links';
import { headerLinks } from './site-links';
import { SiteLogo } from './site-logo';
import { useSiteTexts } from '@web/locales/site';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
    isActive ? 'text-brand-700 underline underline-offset-4' : 'text-slate-700 hover:text-slate-900',
  );

/** The public pages' header: full navigation from 768 px, a menu button below that. */
export function SiteHeader() {
  const t = useSiteTexts();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);

  return (
    <header
      className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && menuOpen) {
          closeMenu();
          menuButton.current?.focus();
        }
      }}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <SiteLogo />
        <nav aria-label={t('mainNavigation')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={navLinkClass}>
                  {t(`links.${link.label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <AccountLinks />
        </div>
        <button
          ref={menuButton}
          type="button"
          className="rounded-md p-2 text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
      </div>
      <div id="mobile-menu" hidden={!menuOpen} className="border-t border-slate-200 px-4 pb-4 md:hidden">
        <nav aria-label={t('mainMenu')}>
          <ul className="flex flex-col py-2">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={(state) => cn(navLinkClass(state), 'block py-3')}
                  onClick={closeMenu}
                >
                  {t(`links.${link.label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-2">
          <AccountLinks onNavigate={closeMenu} stacked />
        </div>
      </div>
    </header>
  );
}
