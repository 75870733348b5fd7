import type { ReactNode } from 'react';
import { TestModeLabel } from './test-mode-label';
import { useTestCheckoutTexts } from '@web/locales/testCheckout';

/**
 * The frame of the built-in test checkout and portal. They stand in for Stripe's own pages, so they sit
 * outside the app shell, and say first of all that no payment is taken.
 */
export function TestCheckoutLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = useTestCheckoutTexts();
  return (
    <div className="flex min-h-screen flex-col items-center bg-slate-50 px-4 py-10">
      <p className="mb-6 text-xl font-bold text-brand-700">{t('productName')}</p>
      <main className="w-full max-w-md space-y-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <TestModeLabel size="lg" />
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {children}
      </main>
    </div>
  );
}
