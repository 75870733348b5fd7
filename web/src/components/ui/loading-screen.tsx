import { useAppTexts } from '@web/locales/app';

/** The placeholder shown while the route guard checks the session (spec: 'Loading...'). */
export function LoadingScreen() {
  const t = useAppTexts();
  return (
    <div className="flex min-h-screen items-center justify-center text-slate-600" role="status">
      {t('loading')}
    </div>
  );
}
