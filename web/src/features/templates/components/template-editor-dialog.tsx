import { useRef, useState, type FormEvent } from 'react';
import { limits } from '@common/limits';
import { localIsoDate } from '@common/templates/date-range';
import type { TemplateView } from '@common/templates/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input, Textarea } from '@web/components/ui/input';
import { focusFirstInvalid } from '@web/lib/focus-first-invalid';
import { useTemplateTexts } from '@web/locales/templates';
import { useSaveTemplate } from '../hooks/use-save-template';
import { useTemplateDraft } from '../hooks/use-template-draft';
import type { RenderTemplatePicker } from '../picker-slot';
import { inputOf } from '../template-draft';
import { PublishedSwitch } from './published-switch';
import { TemplateCategorySelect } from './template-category-select';
import { TemplateDateFields } from './template-date-fields';
import { TemplateImagesField } from './template-images-field';
import { TemplateContentLink } from './template-content-link';
import { TemplatePreviewButton } from './template-preview-button';
import { TemplateTagsField } from './template-tags-field';

interface TemplateEditorDialogProps {
  hotelId: string;
  /** The template to edit; null for a new one. */
  template: TemplateView | null;
  renderPicker: RenderTemplatePicker;
  onClose(): void;
}

/**
 * The template editor (spec part 2, sections 2 and 4): new or existing, then saving, then it closes with the
 * list updated; on failure it stays open with everything typed kept. Mount it per opening, so it starts from
 * the template as saved.
 */
export function TemplateEditorDialog({
  hotelId,
  template,
  renderPicker,
  onClose,
}: TemplateEditorDialogProps) {
  const t = useTemplateTexts();
  // The day the editor opened: proposals and the default end date count from it.
  const [today] = useState(() => localIsoDate(new Date()));
  const editor = useTemplateDraft(template, today);
  const { save, saving, fieldErrors, failure } = useSaveTemplate(hotelId, template?.id ?? null);
  const formRef = useRef<HTMLFormElement>(null);
  const { draft } = editor;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await save(inputOf(editor.takeTypedTag(), today))) onClose();
    // After a refusal the fields are marked on the next render; focus the first of them then.
    else setTimeout(() => focusFirstInvalid(formRef.current));
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(template ? 'editor.editTitle' : 'editor.newTitle')}
      closeDisabled={saving}
      className="max-w-2xl!"
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <Field label={t('editor.name')} error={fieldErrors.name}>
          <Input
            required
            maxLength={limits.templateNameMaxLength}
            value={draft.name}
            onChange={(event) => editor.setText('name', event.target.value)}
          />
        </Field>
        <Field label={t('editor.usage')} error={fieldErrors.description}>
          <Textarea
            rows={3}
            maxLength={limits.templateUsageMaxChars}
            value={draft.description}
            onChange={(event) => editor.setText('description', event.target.value)}
          />
        </Field>
        <Field
          label={t('editor.offerText')}
          hint={t('editor.offerTextHint')}
          error={fieldErrors.contentDescription}
        >
          <Textarea
            rows={5}
            maxLength={limits.descriptionMaxChars}
            value={draft.offerText}
            onChange={(event) => editor.setText('offerText', event.target.value)}
          />
        </Field>
        <Field label={t('editor.category')} error={fieldErrors.category}>
          <TemplateCategorySelect value={draft.category} onChange={editor.setCategory} />
        </Field>
        <TemplateDateFields
          startDate={draft.startDate}
          endDate={draft.endDate}
          errors={fieldErrors}
          onStartDate={editor.setStartDate}
          onEndDate={(day) => editor.setText('endDate', day)}
        />
        <TemplateTagsField
          tags={draft.tags}
          error={fieldErrors.tags}
          typed={editor.typedTag}
          onTypedChange={editor.setTypedTag}
          onAdd={editor.addTag}
          onRemove={editor.removeTag}
        />
        <TemplateImagesField
          images={draft.images}
          error={fieldErrors.imageIds ?? fieldErrors.coverId}
          renderPicker={renderPicker}
          onAdd={editor.addImage}
          onRemove={editor.removeImage}
          onSetCover={editor.setCover}
        />
        <PublishedSwitch checked={draft.isPublished} onChange={editor.setPublished} />
        {failure ? (
          <Alert tone="error">
            <p>{failure.message}</p>
            {failure.detail ? <p className="mt-1">{failure.detail}</p> : null}
          </Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
          <div className="flex flex-wrap items-center gap-2">
            <TemplatePreviewButton
              templateId={template?.id ?? null}
              published={template?.isPublished ?? false}
            />
            <TemplateContentLink templateId={template?.id ?? null} />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
            <Button variant="outline" onClick={onClose} disabled={saving}>
              {t('editor.cancel')}
            </Button>
            <Button type="submit" disabled={saving}>
              {t(saving ? 'editor.saving' : 'editor.save')}
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
