import type { ReactNode } from 'react';
import { usePreviewTexts } from '@web/locales/preview';

function StatusFrame({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 bg-slate-50 px-4 text-center">
      {children}
    </main>
  );
}

/** 'Template wird geladen...' with the id and the address, while the preview loads. */
export function PreviewLoading({ templateId }: { templateId: string }) {
  const t = usePreviewTexts();
  return (
    <StatusFrame>
      <div role="status" className="flex flex-col items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-block size-8 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
        />
        <p className="text-lg font-medium text-slate-900">{t('loading')}</p>
      </div>
      <dl className="text-sm break-all text-slate-600">
        <div>
          <dt className="inline">{t('templateId')}: </dt>
          <dd className="inline">{templateId}</dd>
        </div>
        <div>
          <dt className="inline">{t('url')}: </dt>
          <dd className="inline">{window.location.href}</dd>
        </div>
      </dl>
    </StatusFrame>
  );
}

/** 'Fehler': no id in the address, or the preview could not be loaded (then with a hint). */
export function PreviewError({ reason }: { reason: 'noId' | 'loadFailed' }) {
  const t = usePreviewTexts();
  return (
    <StatusFrame>
      <h1 className="text-2xl font-semibold text-slate-900">{t('errorTitle')}</h1>
      <p role="alert" className="text-slate-700">
        {reason === 'noId' ? t('noId') : t('loadFailed')}
      </p>
      {reason === 'loadFailed' ? <p className="max-w-md text-sm text-slate-600">{t('hint')}</p> : null}
    </StatusFrame>
  );
}

/** An unknown or unpublished template (DECISIONS.md 15). */
export function PreviewNotFound() {
  const t = usePreviewTexts();
  return (
    <StatusFrame>
      <h1 className="text-2xl font-semibold text-slate-900">{t('notFoundTitle')}</h1>
      <p className="text-slate-700">{t('notFoundText')}</p>
    </StatusFrame>
  );
}
