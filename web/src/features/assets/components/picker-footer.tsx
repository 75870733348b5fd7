import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useAssetTexts } from '@web/locales/assets';

interface PickerFooterProps {
  count: number;
  /** Why the last tick was not taken (the place's limit), if it was not. */
  limitNotice: string | null;
  onCancel(): void;
  onAdd(): void;
}

/** The picker's count and its 'Add n images' button, kept in view below the scrolling grid. */
export function PickerFooter({ count, limitNotice, onCancel, onAdd }: PickerFooterProps) {
  const t = useAssetTexts();
  return (
    <div className="sticky -bottom-6 -mx-6 -mb-6 space-y-2 border-t border-slate-200 bg-white px-6 py-3">
      {limitNotice ? <Alert tone="warning">{limitNotice}</Alert> : null}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <span className="mr-auto text-sm text-slate-700" aria-live="polite">
          {count > 0 ? t('picker.picked', { count }) : null}
        </span>
        <Button variant="outline" onClick={onCancel}>
          {t('picker.cancel')}
        </Button>
        <Button onClick={onAdd} disabled={count === 0}>
          {count > 0 ? t('picker.add', { count }) : t('picker.addNone')}
        </Button>
      </div>
    </div>
  );
}
