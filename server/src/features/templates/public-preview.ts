import { formatAddress, type AddressParts } from '@common/hotels/format-address';
import type {
  PreviewFeatureGroupView,
  PreviewImageView,
  PreviewRoomView,
  PublicTemplatePreview,
} from '@common/templates/schemas';
import { previewTexts, templateTexts } from '@common/templates/texts';
import type { GalleryImageView } from '@common/galleries/schemas';
import type { AppContext } from '../../http/context';
import { AppError } from '../../lib/app-error';
import type { RememberedAnswers } from '../../lib/remembered-answers';
import type { LanguageCode } from '@common/languages/content-languages';
import { mainHotelDescriptionText, mainRoomDescriptionTexts } from '../descriptions/service';
import { hotelGalleryImages, roomGalleryImages } from '../galleries/service';
import { activeFeatureGroupsOfHotel, activeFeaturesOfRooms } from '../hotel-features/service';
import { isUuid, requireOwnedHotelWithLocation } from '../hotels/service';
import { roomsOfHotel } from '../rooms/service';
import { findPublishedTemplate } from './repository';
import type { TemplateOwners } from './template-owners';
import { coverFirst, presentTemplate } from './template-view';

type Deps = Pick<AppContext, 'db' | 'storage'> & { answers: RememberedAnswers; owners: TemplateOwners };

/** The preview mosaic shows at most 8 images (spec part 2, section 9). */
export const previewImageLimit = 8;

const notFound = () => new AppError('notFound', templateTexts.templateNotFound);

type PreviewImageSource = { id: string; thumbUrl: string; galleryUrl: string };

/**
 * The images of one mosaic, each described by its subject and place. An asset's name is usually the uploaded
 * file's name ('IMG_2041 Familie Huber.jpg'), which a public page must not show to anyone holding the link.
 */
const previewImages = (subject: string, images: readonly PreviewImageSource[]): PreviewImageView[] => {
  const shown = images.slice(0, previewImageLimit);
  return shown.map((image, index) => ({
    id: image.id,
    alt: previewTexts.imageAlt(subject, index + 1, shown.length),
    thumbUrl: image.thumbUrl,
    galleryUrl: image.galleryUrl,
  }));
};

const fromGallery = (image: Pick<GalleryImageView, 'assetId' | 'thumbUrl' | 'galleryUrl'>) => ({
  id: image.assetId,
  thumbUrl: image.thumbUrl,
  galleryUrl: image.galleryUrl,
});

/**
 * The public preview of a published template (spec part 2, section 2; DECISIONS.md 15 and 16): only what the
 * page shows. An unknown, unpublished or malformed id answers 404 with nothing of the template. Remembered per
 * template and per the hotel's versions (templates, content with descriptions, assets), name and location, all
 * read with the hotel as every signed-in request reads it (without a query on the embedded database), so a
 * shared link opened by many costs no query once it has been read.
 */
export async function getPublicTemplatePreview(
  deps: Deps,
  templateId: string,
): Promise<PublicTemplatePreview> {
  if (!isUuid(templateId)) throw notFound();
  const owner = await deps.owners.of(deps.db, templateId);
  if (!owner) throw notFound();
  const { hotel, location } = await requireOwnedHotelWithLocation(deps.db, owner.userId, owner.hotelId).catch(
    () => {
      throw notFound();
    },
  );
  const key = [
    'public-preview',
    templateId,
    hotel.templatesVersion,
    hotel.contentVersion,
    hotel.assetsVersion,
    hotel.name,
    hotel.primaryLanguage,
    location,
  ];
  return deps.answers.remember(key, () =>
    readPreview(deps, {
      templateId,
      hotelId: hotel.id,
      hotelName: hotel.name,
      primaryLanguage: hotel.primaryLanguage,
      location,
    }),
  );
}

interface PreviewHotel {
  templateId: string;
  hotelId: string;
  hotelName: string;
  /** The descriptions shown are the main ones, as the content page shows them (issue 37). */
  primaryLanguage: LanguageCode;
  location: AddressParts | null;
}

async function readPreview(deps: Deps, key: PreviewHotel): Promise<PublicTemplatePreview> {
  const { db } = deps;
  const record = await findPublishedTemplate(db, key.templateId);
  if (!record) throw notFound();
  const template = presentTemplate(deps.storage, record);
  const templateImages = coverFirst(record.images).map((image) => ({
    id: image.assetId,
    thumbUrl: deps.storage.publicUrl(image.thumbKey),
    galleryUrl: deps.storage.publicUrl(image.galleryKey),
  }));
  const [gallery, groups, rooms, hotelDescription] = await Promise.all([
    template.images.length > 0 ? null : hotelGalleryImages(deps, key.hotelId),
    activeFeatureGroupsOfHotel(db, key.hotelId),
    previewRooms(deps, key.hotelId, key.primaryLanguage),
    mainHotelDescriptionText(db, key.hotelId, key.primaryLanguage),
  ]);
  const images = gallery ? gallery.images.map(fromGallery) : templateImages;
  const groupsOf = (category: string): PreviewFeatureGroupView[] =>
    groups
      .filter((group) => group.category === category)
      .map((group) => ({
        id: `${group.category}/${group.subcategory}`,
        name: group.subcategory,
        features: group.features.map((name) => ({ id: name, name })),
      }));
  return {
    // The template's own text with its dates, shown above the hotel's description: an offer adds to the hotel's
    // presentation and never hides it (issue 31, point 7).
    template: {
      id: template.id,
      name: template.name,
      offerText: template.content.description.trim() === '' ? '' : template.content.description,
      startDate: template.startDate,
      endDate: template.endDate,
    },
    hotel: {
      name: key.hotelName,
      address: key.location ? formatAddress(key.location) || null : null,
      description: hotelDescription,
    },
    images: previewImages(key.hotelName, images),
    facilities: groupsOf('facilities'),
    policies: groupsOf('policies'),
    rooms,
  };
}

/** The hotel's rooms with their covers, images, descriptions and switched-on features. */
async function previewRooms(
  deps: Deps,
  hotelId: string,
  primaryLanguage: LanguageCode,
): Promise<PreviewRoomView[]> {
  const [rooms, descriptions, features] = await Promise.all([
    roomsOfHotel(deps, hotelId),
    mainRoomDescriptionTexts(deps.db, hotelId, primaryLanguage),
    activeFeaturesOfRooms(deps.db, hotelId),
  ]);
  return Promise.all(
    rooms.map(async (room) => {
      const gallery = room.imageCount > 0 ? await roomGalleryImages(deps, hotelId, room.id) : null;
      const images = previewImages(room.name, (gallery?.images ?? []).map(fromGallery));
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
