import type { ContentTemplate } from '@common/content-api/templates';
import { contentDescription } from '../templates/template-view';
import { presentGalleryPhotos } from './photo-view';
import { findPublishedTemplates, findTemplatePhotos } from './repository';
import type { ContentApiDeps } from './service';

/**
 * The hotel's published templates with their images: two statements. The guest-facing text is the offer text
 * (content.description); the editor's 'Usage' note (templates.description) is the hotel's own and stays inside.
 */
export async function readTemplates(
  deps: Pick<ContentApiDeps, 'db' | 'storage' | 'appUrl'>,
  hotelId: string,
): Promise<ContentTemplate[]> {
  const templates = await findPublishedTemplates(deps.db, hotelId);
  const photos = await findTemplatePhotos(
    deps.db,
    templates.map((template) => template.id),
  );
  return templates.map((template) => ({
    id: template.id,
    name: template.name,
    startDate: template.startDate,
    endDate: template.endDate,
    description: contentDescription(template.content),
    images: presentGalleryPhotos(
      deps.appUrl,
      photos
        .filter((photo) => photo.templateId === template.id)
        .map((photo) => ({
          ...photo,
          thumbUrl: deps.storage.publicUrl(photo.thumbKey),
          galleryUrl: deps.storage.publicUrl(photo.galleryKey),
        })),
    ),
  }));
}
