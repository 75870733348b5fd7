import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Dialog } from '@web/components/ui/dialog';
import { mainContentId, SkipLink } from '@web/components/ui/skip-link';
import { PageErrorBoundary } from '../error-page/page-error-boundary';
import { useShellTexts } from '@web/locales/shell';
import { NotificationBell } from './notification-bell';
import { pageTitle } from './page-title';
import { Sidebar } from './sidebar';
import { UserBadge } from './user-badge';
import { ViewerNotice } from './viewer-notice';

/** Sidebar and top bar around every signed-in page except onboarding. */
export function AppShell() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const t = useShellTexts();
  const title = pageTitle(pathname);

  return (
    <div className="flex min-h-screen bg-slate-50">
      <SkipLink />
      <aside className="hidden w-64 shrink-0 border-r border-slate-200 bg-white lg:block">
        <div className="sticky top-0 h-screen">
          <Sidebar />
        </div>
      </aside>
      {/* A sheet along the left edge, the full height of the screen, whose column lets the sidebar shrink to
          it: in the centred dialog the sidebar took the dialog's full height below the title, which pushed
          Logout, its last entry, below the fold on a phone. */}
      <Dialog
        open={menuOpen}
        onOpenChange={setMenuOpen}
        title={t('menu')}
        className="top-0 left-0 flex h-dvh max-h-none w-72 max-w-[85vw] translate-x-0 translate-y-0 flex-col rounded-none p-3"
        // The shell's menu is English on every page, the German content page too.
        language="english"
      >
        <Sidebar onNavigate={() => setMenuOpen(false)} />
      </Dialog>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 lg:px-8">
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-label={t('openMenu')}
            onClick={() => setMenuOpen(true)}
          >
            <Menu className="size-5" aria-hidden="true" />
          </button>
          <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
          <div className="ml-auto flex items-center gap-3">
            <NotificationBell />
            <UserBadge />
          </div>
        </header>
        <main id={mainContentId} tabIndex={-1} className="flex-1 p-4 focus:outline-none lg:p-8">
          <ViewerNotice />
          <PageErrorBoundary>
            <Outlet />
          </PageErrorBoundary>
        </main>
      </div>
    </div>
  );
}
