// By path, as public pages import icons (decisions/006): from the package index, the icon's shared code went
// into the public pages' chunk, which the entry then imported while that chunk imported the entry, and every
// page stopped at 'Cannot read properties of undefined (reading 'addResourceBundle')'.
import AlertTriangle from 'lucide-react/icons/triangle-alert';
import { cn } from '@web/components/ui/cn';
import { useLocation } from 'react-router';
import { screenLanguageOf } from '@web/lib/i18n/screen-language';
import { useAppTexts } from '@web/locales/app';

interface ErrorPageProps {
  /** Fills the window when nothing else of the app is shown; inside the shell it fills the page's place. */
  fullScreen?: boolean;
  reload?(): void;
}

/** What a person sees instead of a blank app when a page fails to render. */
export function ErrorPage({ fullScreen = false, reload = () => window.location.reload() }: ErrorPageProps) {
  const t = useAppTexts();
  // In the language of the page it stands in for: the German content page gets a German error page.
  const language = screenLanguageOf(useLocation().pathname);
  return (
    <div
      role="alert"
      className={cn('flex items-center justify-center px-4 py-16', fullScreen && 'min-h-screen bg-slate-50')}
    >
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <AlertTriangle className="mx-auto size-8 text-amber-600" aria-hidden="true" />
        <h2 className="mt-3 text-lg font-semibold text-slate-900">{t(`errorPage.${language}.title`)}</h2>
        <p className="mt-2 text-sm text-slate-700">{t(`errorPage.${language}.body`)}</p>
        <button
          type="button"
          onClick={reload}
          className="mt-5 inline-flex h-10 items-center justify-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t(`errorPage.${language}.reload`)}
        </button>
      </div>
    </div>
  );
}
