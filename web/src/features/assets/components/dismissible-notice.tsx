import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@web/components/ui/alert';
import { useAssetTexts } from '@web/locales/assets';

/** An amber notice the user closes once read, e.g. the duplicates skipped by the last upload. */
export function DismissibleNotice({ children, onDismiss }: { children: ReactNode; onDismiss(): void }) {
  const t = useAssetTexts();
  return (
    <Alert tone="warning" className="flex items-start justify-between gap-3">
      <span>{children}</span>
      <button
        type="button"
        aria-label={t('library.dismiss')}
        onClick={onDismiss}
        className="rounded p-0.5 text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </Alert>
  );
}
