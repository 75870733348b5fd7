import { Alert } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { useTemplateTexts } from '@web/locales/templates';
import { useTemplate } from '../api/get-template';
import type { RenderTemplatePicker } from '../picker-slot';
import { TemplateEditorDialog } from './template-editor-dialog';

interface ExistingTemplateEditorProps {
  hotelId: string;
  templateId: string;
  renderPicker: RenderTemplatePicker;
  onClose(): void;
}

/** The editor for a saved template, once its whole record (every image) has been read. */
export function ExistingTemplateEditor({
  hotelId,
  templateId,
  renderPicker,
  onClose,
}: ExistingTemplateEditorProps) {
  const t = useTemplateTexts();
  const template = useTemplate(hotelId, templateId);
  if (template.isPending) {
    return (
      <div role="status" className="text-sm text-slate-700">
        <Spinner label={t('loadingTemplate')} />
      </div>
    );
  }
  if (template.isError) return <Alert tone="error">{t('loadFailed')}</Alert>;
  return (
    <TemplateEditorDialog
      hotelId={hotelId}
      template={template.data}
      renderPicker={renderPicker}
      onClose={onClose}
    />
  );
}
