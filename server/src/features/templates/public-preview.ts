import { formatAddress, type AddressParts } from '@common/hotels/format-address';
import type { LanguageCode } from '@common/languages/content-languages';
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
import { hotelGalleryImages, roomGalleryImages } from '../galleries/service';
import { catalogueName } from '../hotel-features/catalogue-names/catalogue-name';
import { activeFeatureGroupsOfHotel, activeFeaturesOfRooms } from '../hotel-features/service';
import { isUuid, requireMemberHotelWithLocation } from '../hotels/service';
import { roomsOfHotel } from '../rooms/service';
import { servedLanguages } from '../translations/service';
import { choosePreviewLanguage, type PreviewLanguageRequest } from './preview-language';
import {
  findPhotoTexts,
  findTranslations,
  type PhotoTexts,
  type PublishedLanguages,
} from '../translations/published-texts';
import { findPublishedTemplate } from './repository';
import { mainHotelDescriptionText, mainRoomDescriptionTexts } from '../descriptions/service';
import type { TemplateOwners } from './template-owners';
import { coverFirst, presentTemplate } from './template-view';

type Deps = Pick<AppContext, 'db' | 'storage'> & { answers: RememberedAnswers; owners: TemplateOwners };

/** The preview mosaic shows at most 8 images (spec part 2, section 9). */
export const previewImageLimit = 8;

const notFound = () => new AppError('notFound', templateTexts.templateNotFound);

type PreviewImageSource = { id: string; thumbUrl: string; galleryUrl: string };

/**
 * The images of one mosaic, each described by its alt text, else its caption, in the language shown (else the
 * primary one's), else by its subject and place. Never by the asset's name: usually the uploaded file's name
 * ('IMG_2041 Familie Huber.jpg'), which a public page must not show to anyone holding the link.
 */
const previewImages = (
  subject: string,
  images: readonly PreviewImageSource[],
  photoTexts: (assetId: string) => PhotoTexts,
  languages: PublishedLanguages,
  language: LanguageCode,
): PreviewImageView[] =>
  images.map((image, index) => {
    const { altTexts, captions } = photoTexts(image.id);
    const written =
      altTexts[language] ?? captions[language] ?? altTexts[languages.primary] ?? captions[languages.primary];
    return {
      id: image.id,
      alt: written ?? previewTexts.imageAlt(subject, index + 1, images.length),
      thumbUrl: image.thumbUrl,
      galleryUrl: image.galleryUrl,
    };
  });

const fromGallery = (image: Pick<GalleryImageView, 'assetId' | 'thumbUrl' | 'galleryUrl'>) => ({
  id: image.assetId,
  thumbUrl: image.thumbUrl,
  galleryUrl: image.galleryUrl,
});

/** A public preview with whether the visitor's Accept-Language chose its language (the answer's Vary). */
export interface PublicTemplatePreviewAnswer {
  /** Remembered and shared by every request for the same template, versions and language. */
  preview: PublicTemplatePreview;
  byHeader: boolean;
}

/**
 * The public preview of a published template (spec part 2, section 2; DECISIONS.md 15 and 16): only what the
 * page shows, in the language the visitor asked for or prefers among those the hotel serves (issue 37, part 5;
 * preview-language.ts). An unknown, unpublished or malformed id answers 404 with nothing of the template.
 * Remembered per template, language and the hotel's versions (templates, content with descriptions and
 * translations, assets with photo texts), name, languages and location, all read with the hotel as every
 * signed-in request reads it (without a query on the embedded database), so a shared link opened by many costs
 * no query once it has been read in a language.
 */
/**
 * The template's hotel with its location, read through its owner's remembered hotels. The owner kept for a
 * template changes when the hotel is handed over (issue 36): an owner who no longer has the hotel is read again.
 */
async function templateHotel(deps: Deps, templateId: string) {
  for (let attempt = 0; attempt < 2; attempt++) {
    const owner = await deps.owners.of(deps.db, templateId);
    if (!owner) throw notFound();
    const found = await requireMemberHotelWithLocation(deps.db, owner.userId, owner.hotelId).catch(
      () => undefined,
    );
    if (found) return found;
    deps.owners.forget(templateId);
  }
  throw notFound();
}

export async function getPublicTemplatePreview(
  deps: Deps,
  templateId: string,
  request: PreviewLanguageRequest = {},
): Promise<PublicTemplatePreviewAnswer> {
  if (!isUuid(templateId)) throw notFound();
  const { hotel, location } = await templateHotel(deps, templateId);
  const languages = servedLanguages(hotel);
  const { language, byHeader } = choosePreviewLanguage(request, languages, hotel.primaryLanguage);
  const key = [
    'public-preview',
    templateId,
    hotel.templatesVersion,
    hotel.contentVersion,
    hotel.assetsVersion,
    hotel.name,
    hotel.primaryLanguage,
    languages,
    language,
    location,
  ];
  const preview = await deps.answers.remember(key, () =>
    readPreview(deps, {
      templateId,
      hotelId: hotel.id,
      hotelName: hotel.name,
      primaryLanguage: hotel.primaryLanguage,
      languages,
      language,
      location,
    }),
  );
  return { preview, byHeader };
}

interface PreviewHotel {
  templateId: string;
  hotelId: string;
  hotelName: string;
  primaryLanguage: LanguageCode;
  languages: LanguageCode[];
  /** The language shown: each text's in it where written, else the primary one (the main description). */
  language: LanguageCode;
  location: AddressParts | null;
}

/** A text in the language shown: its translation where there is one, else the source. */
type Translate = (
  kind: 'roomName' | 'templateName' | 'templateDescription',
  subjectId: string,
  source: string,
) => string;

async function readPreview(deps: Deps, key: PreviewHotel): Promise<PublicTemplatePreview> {
  const { db } = deps;
  const { hotelId, language, primaryLanguage } = key;
  // The texts read are the primary language's and the one shown.
  const shown: PublishedLanguages = {
    primary: primaryLanguage,
    served: language === primaryLanguage ? [primaryLanguage] : [primaryLanguage, language],
  };
  const [record, translations] = await Promise.all([
    findPublishedTemplate(db, key.templateId),
    findTranslations(db, hotelId, shown, ['roomName', 'templateName', 'templateDescription']),
  ]);
  if (!record) throw notFound();
  const translate: Translate = (kind, subjectId, source) =>
    translations.of(kind, subjectId).get(language) ?? source;
  const template = presentTemplate(deps.storage, record);
  const templateImages = coverFirst(record.images).map((image) => ({
    id: image.assetId,
    thumbUrl: deps.storage.publicUrl(image.thumbKey),
    galleryUrl: deps.storage.publicUrl(image.galleryKey),
  }));
  const [gallery, groups, rooms, hotelDescription] = await Promise.all([
    template.images.length > 0 ? null : hotelGalleryImages(deps, hotelId),
    activeFeatureGroupsOfHotel(db, hotelId, language),
    previewRooms(deps, key, translate),
    mainHotelDescriptionText(db, hotelId, primaryLanguage, language),
  ]);
  const images = (gallery ? gallery.images.map(fromGallery) : templateImages).slice(0, previewImageLimit);
  // The texts of every image shown, the rooms' too, read together.
  const shownIds = [...images, ...rooms.flatMap((room) => room.images)].map((image) => image.id);
  const photoTexts = await findPhotoTexts(db, hotelId, shown, shownIds);
  const groupsOf = (category: string): PreviewFeatureGroupView[] =>
    groups
      .filter((group) => group.category === category)
      .map((group) => ({
        id: `${group.category}/${group.subcategory}`,
        name: group.subcategory,
        features: group.features.map((name) => ({ id: name, name })),
      }));
  return {
    language,
    languages: key.languages,
    // The template's own text with its dates, shown above the hotel's description: an offer adds to the hotel's
    // presentation and never hides it (issue 31, point 7). Its translation is the templateDescription text, whose
    // source is this offer text (decision 033).
    template: {
      id: template.id,
      name: translate('templateName', template.id, template.name),
      offerText:
        template.content.description.trim() === ''
          ? ''
          : translate('templateDescription', template.id, template.content.description),
      startDate: template.startDate,
      endDate: template.endDate,
    },
    hotel: {
      name: key.hotelName,
      address: key.location ? formatAddress(key.location) || null : null,
      description: hotelDescription,
    },
    images: previewImages(key.hotelName, images, photoTexts, shown, language),
    facilities: groupsOf('facilities'),
    policies: groupsOf('policies'),
    rooms: rooms.map(({ images: roomImages, ...room }) => ({
      ...room,
      images: previewImages(room.name, roomImages, photoTexts, shown, language),
    })),
  };
}

type PreviewRoom = Omit<PreviewRoomView, 'images'> & { images: PreviewImageSource[] };

/**
 * The hotel's rooms with their covers, images, descriptions and switched-on features, in the language shown;
 * the images still to be described.
 */
async function previewRooms(deps: Deps, key: PreviewHotel, translate: Translate): Promise<PreviewRoom[]> {
  const { hotelId, language } = key;
  const [rooms, descriptions, features] = await Promise.all([
    roomsOfHotel(deps, hotelId),
    mainRoomDescriptionTexts(deps.db, hotelId, key.primaryLanguage, language),
    activeFeaturesOfRooms(deps.db, hotelId, language),
  ]);
  return Promise.all(
    rooms.map(async (room) => {
      const gallery = room.imageCount > 0 ? await roomGalleryImages(deps, hotelId, room.id) : null;
      const names = features.get(room.id) ?? [];
      return {
        id: room.id,
        name: translate('roomName', room.id, room.name),
        type: room.type,
        coverThumbUrl: room.coverThumbUrl,
        description: descriptions.get(room.id) ?? '',
        images: (gallery?.images ?? []).map(fromGallery).slice(0, previewImageLimit),
        features:
          names.length > 0
            ? [
                {
                  id: 'room',
                  name: catalogueName('room', language),
                  features: names.map((name) => ({ id: name, name })),
                },
              ]
            : [],
      };
    }),
  );
}
