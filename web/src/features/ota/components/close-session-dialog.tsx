import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { useOtaTexts } from '@web/locales/ota';

interface CloseSessionDialogProps {
  open: boolean;
  onStay(): void;
  onClose(): void;
}

/** Asks, in the window's English, before a window with an unsaved login is closed (DECISIONS.md 23). */
export function CloseSessionDialog({ open, onStay, onClose }: CloseSessionDialogProps) {
  const t = useOtaTexts();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onStay()} title={t('closeQuestionTitle')}>
      <p className="text-sm text-slate-700">{t('closeQuestionText')}</p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onStay}>
          {t('closeQuestionCancel')}
        </Button>
        <Button variant="danger" onClick={onClose}>
          {t('closeQuestionConfirm')}
        </Button>
      </div>
    </Dialog>
  );
}
