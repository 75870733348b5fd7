import { useState } from 'react';
import type { TemplateSummaryView } from '@common/templates/schemas';
import { templateTexts } from '@common/templates/texts';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { formatterFor } from '@web/lib/format/formatter';
import { useDeleteTemplate } from '../api/delete-template';
import { deleteTemplateTexts as deleteTexts } from '../content/delete-template-texts';
import { templatesPageTexts as texts } from '../content/templates-page-texts';

interface DeleteTemplateDialogProps {
  hotelId: string;
  template: TemplateSummaryView;
  onClose(): void;
}

/** Where the template is used now: published (scheduled when it starts later) with its dates, or a draft. */
function usageOf(template: TemplateSummaryView, today: string): string {
  if (!template.isPublished) return deleteTexts.draft;
  const range = formatterFor('en').dayRange(template.startDate, template.endDate, deleteTexts.rangeWords);
  if (range && template.startDate && template.startDate > today) return deleteTexts.scheduled(range);
  return deleteTexts.published(range);
}

/** Today as the templates' days are written (YYYY-MM-DD), in the viewer's time zone. */
const localToday = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/**
 * Asks before a template is deleted, naming it and saying where it is used and that it moves to the trash
 * (DECISIONS.md 23; issue 31, point 4). A failure keeps the dialog open with the spec's text, so the user can
 * try again or cancel.
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
      <p className="text-sm text-slate-700">
        {deleteTexts.question(template.name)} {usageOf(template, localToday())} {deleteTexts.movesToTrash}
      </p>
    </ConfirmDialog>
  );
}
