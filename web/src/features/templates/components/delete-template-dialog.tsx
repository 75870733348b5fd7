import { useState } from 'react';
import type { TemplateSummaryView } from '@common/templates/schemas';
import { trashRetentionDays } from '@common/trash/retention';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { formatterFor } from '@web/lib/format/formatter';
import { useTemplateTexts, type TemplateTexts } from '@web/locales/templates';
import { useDeleteTemplate } from '../api/delete-template';

interface DeleteTemplateDialogProps {
  hotelId: string;
  template: TemplateSummaryView;
  onClose(): void;
}

/** Where the template is used now: published (scheduled when it starts later) with its dates, or a draft. */
function usageOf(t: TemplateTexts, template: TemplateSummaryView, today: string): string {
  if (!template.isPublished) return t('delete.draft');
  const range = formatterFor('en').dayRange(template.startDate, template.endDate, {
    from: (start) => t('card.from', { start }),
    until: (end) => t('card.until', { end }),
  });
  if (range && template.startDate && template.startDate > today) return t('delete.scheduled', { range });
  return range ? t('delete.publishedFor', { range }) : t('delete.published');
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
  const t = useTemplateTexts();
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
      title={t('delete.title')}
      failure={failed ? t('delete.failed') : null}
      pending={deletion.isPending}
      labels={{ cancel: t('delete.cancel'), confirm: t('delete.confirm'), pending: t('delete.deleting') }}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p className="text-sm text-slate-700">
        {t('delete.question', { name: template.name })} {usageOf(t, template, localToday())}{' '}
        {t('delete.movesToTrash', { days: trashRetentionDays })}
      </p>
    </ConfirmDialog>
  );
}
