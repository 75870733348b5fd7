import { ChoiceDialog } from '@web/components/ui/choice-dialog';
import { errorMessage } from '@web/lib/api-client';
import { useAddTemplateImages } from '../api/add-template-images';
import { useTemplates } from '../api/get-templates';
import { addToTemplateTexts as texts } from '../content/add-to-template-texts';

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
  const templates = useTemplates(hotelId);
  const add = useAddTemplateImages(hotelId);

  const confirm = (templateId: string) =>
    add.mutate(
      { templateId, assetIds },
      { onSuccess: (template) => onAdded(texts.added(assetIds.length, template.name)) },
    );

  return (
    <ChoiceDialog
      open
      title={texts.title(assetIds.length)}
      description={texts.description}
      label={texts.label}
      options={templates.data?.map((template) => ({ value: template.id, label: template.name }))}
      texts={texts}
      failure={
        add.isError ? errorMessage(add.error, texts.failed) : templates.isError ? texts.loadFailed : null
      }
      pending={add.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
