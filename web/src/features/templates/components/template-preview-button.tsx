import { Eye } from 'lucide-react';
import { useId } from 'react';
import { templateTexts } from '@common/templates/texts';
import { Button } from '@web/components/ui/button';
import { templatesPageTexts as texts } from '../content/templates-page-texts';

/** The content page in preview mode with this template (spec part 2, section 4); drafts can be previewed too. */
export const contentPreviewPath = (templateId: string) =>
  `/active-content?templateId=${encodeURIComponent(templateId)}&preview=true`;

/**
 * The editor's Preview: it opens the hotel content page with this template in a new tab, so the editor stays
 * as it is. A template not saved yet has no id to show, so the button is enabled once it has one.
 */
export function TemplatePreviewButton({ templateId }: { templateId: string | null }) {
  const hintId = useId();
  return (
    <div className="flex items-center gap-2">
      <Button
        variant="outline"
        disabled={!templateId}
        aria-describedby={hintId}
        onClick={() => templateId && window.open(contentPreviewPath(templateId), '_blank', 'noopener')}
      >
        <Eye className="size-4" aria-hidden="true" />
        {templateTexts.preview}
      </Button>
      <span id={hintId} className={templateId ? 'sr-only' : 'text-xs text-slate-600'}>
        {templateId ? texts.previewOpens : texts.previewHint}
      </span>
    </div>
  );
}
