import { Eye } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@web/components/ui/button';
import { useTemplateTexts } from '@web/locales/templates';
import { publicPreviewPath } from './template-card';

interface TemplatePreviewButtonProps {
  /** The saved template's id; null while it has not been saved. */
  templateId: string | null;
  /** Whether the template is saved as published: the public preview serves published templates only. */
  published: boolean;
}

/**
 * The editor's Preview: the same public preview as the card's Preview link (/preview/template/{id}), in a new
 * tab, so the editor stays as it is. One 'Preview', one meaning (issue 31): a template not saved, or saved as a
 * draft, has no public page yet, and the hint beside the disabled button says why.
 */
export function TemplatePreviewButton({ templateId, published }: TemplatePreviewButtonProps) {
  const t = useTemplateTexts();
  const hintId = useId();
  const previewable = templateId !== null && published;
  const hint = t(
    previewable ? 'editor.previewOpens' : templateId ? 'editor.previewDraftHint' : 'editor.previewHint',
  );
  return (
    <div className="flex items-center gap-2">
      <Button
        variant="outline"
        disabled={!previewable}
        aria-describedby={hintId}
        onClick={() => templateId && window.open(publicPreviewPath(templateId), '_blank', 'noopener')}
      >
        <Eye className="size-4" aria-hidden="true" />
        {t('editor.preview')}
      </Button>
      <span id={hintId} className={previewable ? 'sr-only' : 'text-xs text-slate-600'}>
        {hint}
      </span>
    </div>
  );
}
