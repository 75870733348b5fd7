import type { ContentTemplate } from '@common/content-api/templates';
import { contentDescription } from '../templates/template-view';
import { presentGalleryPhotos } from './photo-view';
import { findPublishedTemplates, findTemplatePhotos } from './repository';
import type { ContentApiDeps } from './service';
import {
  findPhotoTexts,
  findTranslations,
  textsByLanguage,
  type PublishedLanguages,
} from '../translations/published-texts';

/**
 * The hotel's published templates with their names and offer texts per language and their images: four
 * statements. The guest-facing text is the offer text (content.description), whose translations are the
 * templateDescription texts (decision 033); the editor's 'Usage' note (templates.description) is the hotel's own
 * and stays inside.
 */
export async function readTemplates(
  deps: Pick<ContentApiDeps, 'db' | 'storage' | 'appUrl'>,
  hotelId: string,
  languages: PublishedLanguages,
): Promise<ContentTemplate[]> {
  const templates = await findPublishedTemplates(deps.db, hotelId);
  const templateIds = templates.map((template) => template.id);
  const [photos, names] = await Promise.all([
    findTemplatePhotos(deps.db, templateIds),
    findTranslations(deps.db, hotelId, languages, ['templateName', 'templateDescription'], templateIds),
  ]);
  const photoTexts = await findPhotoTexts(
    deps.db,
    hotelId,
    languages,
    photos.map((photo) => photo.assetId),
  );
  return templates.map((template) => {
    const description = contentDescription(template.content);
    return {
      id: template.id,
      name: template.name,
      names: textsByLanguage(languages, template.name, names.of('templateName', template.id)),
      startDate: template.startDate,
      endDate: template.endDate,
      description,
      descriptions: textsByLanguage(languages, description, names.of('templateDescription', template.id)),
      images: presentGalleryPhotos(
        deps.appUrl,
        photos
          .filter((photo) => photo.templateId === template.id)
          .map((photo) => ({
            ...photo,
            thumbUrl: deps.storage.publicUrl(photo.thumbKey),
            galleryUrl: deps.storage.publicUrl(photo.galleryKey),
          })),
        photoTexts,
      ),
    };
  });
}
