import { FilePenLine } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { LinkButton } from '@web/components/ui/link-button';
import { useTemplateTexts } from '@web/locales/templates';

/** The hotel content page editing this template's offer text and images (its 'Editing: template …' mode). */
export const contentPagePath = (templateId: string) =>
  `/active-content?templateId=${encodeURIComponent(templateId)}`;

/**
 * 'Edit on content page': the content page in template mode, where the template's text is edited beside the
 * hotel's gallery and saved with 'Im Template speichern'. It stays in this tab; a template not saved yet has
 * nothing to open.
 */
export function TemplateContentLink({ templateId }: { templateId: string | null }) {
  const t = useTemplateTexts();
  if (!templateId) {
    return (
      <Button variant="outline" disabled>
        <FilePenLine className="size-4" aria-hidden="true" />
        {t('editor.editOnContentPage')}
      </Button>
    );
  }
  return (
    <LinkButton variant="outline" to={contentPagePath(templateId)}>
      <FilePenLine className="size-4" aria-hidden="true" />
      {t('editor.editOnContentPage')}
    </LinkButton>
  );
}
