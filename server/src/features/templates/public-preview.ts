import { formatAddress } from '@common/hotels/format-address';
import type {
  PreviewFeatureGroupView,
  PreviewImageView,
  PreviewRoomView,
  PublicTemplatePreview,
} from '@common/templates/schemas';
import { templateTexts } from '@common/templates/texts';
import type { GalleryImageView } from '@common/galleries/schemas';
import type { AppContext } from '../../http/context';
import { AppError } from '../../lib/app-error';
import type { RememberedAnswers } from '../../lib/remembered-answers';
import { hotelDescriptionText, roomDescriptionTexts } from '../descriptions/service';
import { hotelGalleryImages, roomGalleryImages } from '../galleries/service';
import { activeFeatureGroupsOfHotel, activeFeaturesOfRooms } from '../hotel-features/service';
import { isUuid } from '../hotels/service';
import { roomsOfHotel } from '../rooms/service';
import { findPublishedPreviewKey, findPublishedTemplate, type PublishedPreviewKey } from './repository';
import { presentTemplate } from './template-view';

type Deps = Pick<AppContext, 'db' | 'storage'> & { answers: RememberedAnswers };

/** The preview mosaic shows at most 8 images (spec part 2, section 9). */
export const previewImageLimit = 8;
/** Descriptions the preview shows: the language the content page edits (the API's default). */
const previewLanguage = 'en';

const notFound = () => new AppError('notFound', templateTexts.templateNotFound);

const previewImage = (image: Pick<GalleryImageView, 'assetId' | 'name' | 'thumbUrl' | 'galleryUrl'>) => ({
  id: image.assetId,
  name: image.name,
  thumbUrl: image.thumbUrl,
  galleryUrl: image.galleryUrl,
});

/**
 * The public preview of a published template (spec part 2, section 2; DECISIONS.md 15 and 16): only what the
 * page shows. An unknown, unpublished or malformed id answers 404 with nothing of the template. Remembered per
 * template and per the hotel's versions, name, location and description changes, so a shared link opened by
 * many costs one index lookup each.
 */
export async function getPublicTemplatePreview(
  deps: Deps,
  templateId: string,
): Promise<PublicTemplatePreview> {
  if (!isUuid(templateId)) throw notFound();
  const key = await findPublishedPreviewKey(deps.db, templateId);
  if (!key) throw notFound();
  return deps.answers.remember(['public-preview', templateId, key], () => readPreview(deps, key));
}

async function readPreview(deps: Deps, key: PublishedPreviewKey): Promise<PublicTemplatePreview> {
  const { db } = deps;
  const record = await findPublishedTemplate(db, key.templateId);
  if (!record) throw notFound();
  const template = presentTemplate(deps.storage, record);
  const [gallery, groups, rooms] = await Promise.all([
    template.images.length > 0 ? null : hotelGalleryImages(deps, key.hotelId),
    activeFeatureGroupsOfHotel(db, key.hotelId),
    previewRooms(deps, key.hotelId),
  ]);
  const images = gallery ? gallery.images.map(previewImage) : template.images.map(previewImage);
  const description =
    template.content.description.trim() !== ''
      ? template.content.description
      : await hotelDescriptionText(db, key.hotelId, previewLanguage);
  const groupsOf = (category: string): PreviewFeatureGroupView[] =>
    groups
      .filter((group) => group.category === category)
      .map((group) => ({
        id: `${group.category}/${group.subcategory}`,
        name: group.subcategory,
        features: group.features.map((name) => ({ id: name, name })),
      }));
  return {
    template: { id: template.id, name: template.name, description },
    hotel: {
      name: key.hotelName,
      address:
        key.address === null
          ? null
          : formatAddress({
              ...key,
              address: key.address,
              city: key.city ?? '',
              country: key.country ?? '',
            }) || null,
    },
    images: images.slice(0, previewImageLimit),
    facilities: groupsOf('facilities'),
    policies: groupsOf('policies'),
    rooms,
  };
}

/** The hotel's rooms with their covers, images, descriptions and switched-on features. */
async function previewRooms(deps: Deps, hotelId: string): Promise<PreviewRoomView[]> {
  const [rooms, descriptions, features] = await Promise.all([
    roomsOfHotel(deps, hotelId),
    roomDescriptionTexts(deps.db, hotelId, previewLanguage),
    activeFeaturesOfRooms(deps.db, hotelId),
  ]);
  return Promise.all(
    rooms.map(async (room) => {
      const gallery = room.imageCount > 0 ? await roomGalleryImages(deps, hotelId, room.id) : null;
      const images: PreviewImageView[] = (gallery?.images ?? [])
        .slice(0, previewImageLimit)
        .map(previewImage);
      const names = features.get(room.id) ?? [];
      return {
        id: room.id,
        name: room.name,
        type: room.type,
        coverThumbUrl: room.coverThumbUrl,
        description: descriptions.get(room.id) ?? '',
        images,
        features:
          names.length > 0
            ? [{ id: 'room', name: 'Room Facilities', features: names.map((name) => ({ id: name, name })) }]
            : [],
      };
    }),
  );
}
