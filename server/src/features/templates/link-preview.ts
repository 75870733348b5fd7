import { isLanguageCode } from '@common/languages/content-languages';
import type { LinkPreview, PageLanguageRequest } from '../../http/link-preview';
import { AppError } from '../../lib/app-error';
import { getPublicTemplatePreview } from './public-preview';

type Deps = Parameters<typeof getPublicTemplatePreview>[0];

/** `imageUrl`: the cover (or first image) in its gallery rendition, as the app serves it (a path or a URL). */
export type TemplateLinkPreview = LinkPreview;

const descriptionLength = 200;

/** One paragraph of at most 200 characters, cut at a word. */
function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= descriptionLength) return flat;
  const cut = flat.slice(0, descriptionLength - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}

/**
 * What a messenger or social network shows for a shared preview link (they do not run the page's script): the
 * published template's name with the hotel's, its offer text (else the hotel's description) and its cover, in
 * the language the page shows (`?lang=`, else the visitor's Accept-Language, else the primary one, as the page's
 * own request chooses it; a code that is not a content language is passed over here, where the API answers 400,
 * so that the page still shows). Null for an unknown or unpublished template, whose link shows nothing of it.
 */
export async function getTemplateLinkPreview(
  deps: Deps,
  templateId: string,
  request: PageLanguageRequest = { lang: null, acceptLanguage: undefined },
): Promise<TemplateLinkPreview | null> {
  const asked = isLanguageCode(request.lang) ? request.lang : undefined;
  const answer = await getPublicTemplatePreview(deps, templateId, {
    asked,
    acceptLanguage: request.acceptLanguage,
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'notFound') return null;
    throw error;
  });
  if (!answer) return null;
  const { preview, byHeader } = answer;
  return {
    title: `${preview.template.name} · ${preview.hotel.name}`,
    description:
      summary(preview.template.offerText) || summary(preview.hotel.description) || preview.hotel.name,
    imageUrl: preview.images[0]?.galleryUrl ?? null,
    language: preview.language,
    languages: preview.languages,
    byHeader,
  };
}
