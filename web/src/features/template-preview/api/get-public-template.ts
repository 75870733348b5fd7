import type { LanguageCode } from '@common/languages/content-languages';
import type { PublicTemplatePreview } from '@common/templates/schemas';

export type PublicTemplateResult =
  { kind: 'loaded'; preview: PublicTemplatePreview } | { kind: 'notFound' } | { kind: 'error' };

/** Without a language the server goes by the browser's Accept-Language, which fetch sends as the page's. */
export const publicTemplatePath = (templateId: string, language: LanguageCode | null = null) =>
  `/api/public/templates/${encodeURIComponent(templateId)}${language ? `?lang=${language}` : ''}`;

/**
 * The published template's preview, in `language` (null: the visitor's). A plain fetch rather than the app's API client and query cache: the page
 * is public and stays small (it loads none of the signed-in app). 404 (unknown, unpublished or malformed id)
 * is 'not found'; anything else that fails is an error. An aborted request rejects.
 */
export async function getPublicTemplate(
  templateId: string,
  language: LanguageCode | null,
  signal?: AbortSignal,
): Promise<PublicTemplateResult> {
  let response: Response;
  try {
    response = await fetch(publicTemplatePath(templateId, language), { signal, credentials: 'omit' });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: 'error' };
  }
  if (response.status === 404) return { kind: 'notFound' };
  if (!response.ok) return { kind: 'error' };
  try {
    return { kind: 'loaded', preview: (await response.json()) as PublicTemplatePreview };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: 'error' };
  }
}
