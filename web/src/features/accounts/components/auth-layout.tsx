import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { mainContentId, SkipLink } from '@web/components/ui/skip-link';
import { useAccountTexts } from '@web/locales/accounts';

/** The centred card every sign-in page uses, with 'Skip to content' as the shell and the public pages have. */
export function AuthLayout({
  title,
  subtitle,
  skipLinkLabel,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  /** In the page's language; English unless the page says otherwise (the sign-in page is German). */
  skipLinkLabel?: string;
  children: ReactNode;
}) {
  const t = useAccountTexts();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 py-10">
      <SkipLink label={skipLinkLabel ?? t('skipToContent')} />
      <Link to="/" className="mb-6 text-xl font-bold text-brand-700">
        {t('brand')}
      </Link>
      <main
        id={mainContentId}
        tabIndex={-1}
        className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm focus:outline-none sm:p-8"
      >
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-slate-700">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
