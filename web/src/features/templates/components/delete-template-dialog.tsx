import { useState } from 'react';
import type { TemplateSummaryView } from '@common/templates/schemas';
import { templateTexts } from '@common/templates/texts';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
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
    <ConfirmDialog
      open
      title={templateTexts.deleteConfirmTitle}
      failure={failed ? templateTexts.deleteFailed : null}
      pending={deletion.isPending}
      labels={{ cancel: templateTexts.cancel, confirm: texts.confirmDelete, pending: texts.deleting }}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p className="text-sm text-slate-700">{templateTexts.deleteConfirmText(template.name)}</p>
    </ConfirmDialog>
  );
}
