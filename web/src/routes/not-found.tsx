import { LinkButton } from '@web/components/ui/link-button';
import { useNotFoundTexts } from '@web/locales/notFound';

/** Any unknown path (spec part 1, section 2): public, outside the shell. */
export function Component() {
  const t = useNotFoundTexts();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 text-center">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="max-w-md text-slate-700">{t('body')}</p>
      <div className="flex gap-3">
        <LinkButton to="/">{t('home')}</LinkButton>
        <LinkButton to="/dashboard" variant="outline">
          {t('dashboard')}
        </LinkButton>
      </div>
    </main>
  );
}
