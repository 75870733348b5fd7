import { otaTexts } from '@common/ota/texts';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { otaPageTexts as texts } from '../content/ota-page-texts';

interface CloseSessionDialogProps {
  open: boolean;
  onStay(): void;
  onClose(): void;
}

/** Asks, in the window's English, before a window with an unsaved login is closed (DECISIONS.md 23). */
export function CloseSessionDialog({ open, onStay, onClose }: CloseSessionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onStay()} title={texts.closeQuestionTitle}>
      <p className="text-sm text-slate-700">{otaTexts.closeWhileOpen}</p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onStay}>
          {texts.closeQuestionCancel}
        </Button>
        <Button variant="danger" onClick={onClose}>
          {texts.closeQuestionConfirm}
        </Button>
      </div>
    </Dialog>
  );
}
