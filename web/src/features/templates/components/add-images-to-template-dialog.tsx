import { ChoiceDialog } from '@web/components/ui/choice-dialog';
import { errorMessage } from '@web/lib/api-client';
import { useTemplateTexts } from '@web/locales/templates';
import { useAddTemplateImages } from '../api/add-template-images';
import { useTemplates } from '../api/get-templates';

interface AddImagesToTemplateDialogProps {
  hotelId: string;
  assetIds: string[];
  onClose(): void;
  onAdded(message: string): void;
}

/**
 * The library's 'Add to template': the selected images go after the chosen template's own, in one request,
 * all or none (past 100 images the rule is said and the dialog stays).
 */
export function AddImagesToTemplateDialog({
  hotelId,
  assetIds,
  onClose,
  onAdded,
}: AddImagesToTemplateDialogProps) {
  const t = useTemplateTexts();
  const templates = useTemplates(hotelId);
  const add = useAddTemplateImages(hotelId);

  const confirm = (templateId: string) =>
    add.mutate(
      { templateId, assetIds },
      {
        onSuccess: (template) =>
          onAdded(t('addToTemplate.added', { count: assetIds.length, template: template.name })),
      },
    );

  return (
    <ChoiceDialog
      open
      title={t('addToTemplate.title', { count: assetIds.length })}
      description={t('addToTemplate.description')}
      label={t('addToTemplate.label')}
      options={templates.data?.map((template) => ({ value: template.id, label: template.name }))}
      texts={t('addToTemplate', { returnObjects: true })}
      failure={
        add.isError
          ? errorMessage(add.error, t('addToTemplate.failed'))
          : templates.isError
            ? t('addToTemplate.loadFailed')
            : null
      }
      pending={add.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
