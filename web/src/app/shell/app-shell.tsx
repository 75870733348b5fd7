import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Dialog } from '@web/components/ui/dialog';
import { PageErrorBoundary } from '../error-page/page-error-boundary';
import { NotificationBell } from './notification-bell';
import { pageTitle } from './page-title';
import { Sidebar } from './sidebar';
import { UserBadge } from './user-badge';

/** Sidebar and top bar around every signed-in page except onboarding. */
export function AppShell() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const title = pageTitle(pathname);

  return (
    <div className="flex min-h-screen bg-slate-50">
      <aside className="hidden w-64 shrink-0 border-r border-slate-200 bg-white lg:block">
        <div className="sticky top-0 h-screen">
          <Sidebar />
        </div>
      </aside>
      <Dialog open={menuOpen} onOpenChange={setMenuOpen} title="Menu" className="h-[85vh] max-w-xs p-0">
        <Sidebar onNavigate={() => setMenuOpen(false)} />
      </Dialog>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 lg:px-8">
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-label="Open menu"
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
        <main className="flex-1 p-4 lg:p-8">
          <PageErrorBoundary>
            <Outlet />
          </PageErrorBoundary>
        </main>
      </div>
    </div>
  );
}
