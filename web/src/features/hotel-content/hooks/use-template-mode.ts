import { useSearchParams } from 'react-router';

/**
 * Template mode of the content page (/active-content?templateId={id}&preview=true), opened from the template
 * editor's Preview: that template is shown, drafts too, and the page is a preview (no 'My Rooms', every
 * feature group open). Without it the page works with the server's choice of template.
 */
export function useTemplateMode(): { templateId: string | null; preview: boolean } {
  const [params] = useSearchParams();
  const preview = params.get('preview') === 'true';
  const templateId = params.get('templateId');
  return { templateId: preview && templateId ? templateId : null, preview };
}
