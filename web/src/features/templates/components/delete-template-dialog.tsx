import { useState } from 'react';
import type { TemplateSummaryView } from '@common/templates/schemas';
import { templateTexts } from '@common/templates/texts';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { useDeleteTemplate } from '../api/delete-template';
import { templatesPageTexts as texts } from '../content/templates-page-texts';

interface DeleteTemplateDialogProps {
  hotelId: string;
  template: TemplateSummaryView;
  onClose(): void;
}

/**
 * Asks before a template is deleted, naming it (DECISIONS.md 23). A failure keeps the dialog open with the
 * spec's text, so the user can try again or cancel.
 */
export function DeleteTemplateDialog({ hotelId, template, onClose }: DeleteTemplateDialogProps) {
  const deletion = useDeleteTemplate(hotelId);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    setFailed(false);
    try {
      await deletion.mutateAsync(template.id);
    } catch {
      setFailed(true);
      return;
    }
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={templateTexts.deleteConfirmTitle}
      closeDisabled={deletion.isPending}
    >
      <p className="text-sm text-slate-700">{templateTexts.deleteConfirmText(template.name)}</p>
      {failed ? (
        <Alert tone="error" className="mt-4">
          {templateTexts.deleteFailed}
        </Alert>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={deletion.isPending}>
          {templateTexts.cancel}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={deletion.isPending}>
          {deletion.isPending ? texts.deleting : texts.confirmDelete}
        </Button>
      </div>
    </Dialog>
  );
}
