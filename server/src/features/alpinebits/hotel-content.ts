import { findAssetCategory } from '@common/assets/categories';
import { subjectsOf } from '@common/assets/photo-subjects';
import { hasAltText } from '@common/channels/alt-text';
import { initialHotelGallery } from '@common/galleries/cover-rules';
import type { LanguageCode } from '@common/languages/content-languages';
import type {
  AlpineBitsFeature,
  AlpineBitsHotelContent,
  AlpineBitsPicture,
  AlpineBitsRoom,
  TextsByLanguage,
} from '../../integrations/alpinebits';
import type { Storage } from '../../integrations/storage/storage';
import {
  publishedLanguages,
  textsByLanguage,
  type PublishedLanguages,
  type TranslationIndex,
} from '../translations/published-texts';
import { policiesOfRow } from '../hotel-features/policies';
import type { HotelWithLocation } from '../channel-readiness/readiness-input';
import { factsOfRoom } from '../rooms/room-facts';
import type { HotelContentRows, PhotoRow } from './content-repository';

/** A room of the hotel that has no code yet: not sent (the receiver would not know it), listed in the report. */
export interface RoomWithoutCode {
  roomId: string;
  name: string;
}

export interface CollectedContent {
  content: AlpineBitsHotelContent;
  roomsWithoutCode: RoomWithoutCode[];
}

interface Settings {
  /** APP_URL: pictures are sent as absolute URLs the receiver fetches from us. */
  appUrl: string;
  storage: Pick<Storage, 'publicUrl'>;
  hotelCode: string;
  roomCodes: ReadonlyMap<string, string>;
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The languages to send, in order (issue 37): the hotel's primary language first (its texts stand for the hotel
 * where one language is asked for: the contact, the captions), then each other served language in list order,
 * each only where some text is written in it; then, as before, any other language a description is written in
 * (a text the owner has not yet moved to its right language stays where it was). A hotel with no text at all
 * sends its primary language.
 */
function languagesOf(
  texts: readonly TextsByLanguage[],
  descriptionLanguages: Iterable<string>,
  served: PublishedLanguages,
) {
  const written = new Set(texts.flatMap((byLanguage) => Object.keys(byLanguage)));
  const ours = served.served.filter((language) => written.has(language));
  const others = [...new Set(descriptionLanguages)]
    .filter((language) => !ours.includes(language as LanguageCode))
    .sort();
  const all = [...ours, ...others].filter((language) => /^[a-z]{2}$/.test(language));
  return all.length > 0 ? all : [served.primary];
}

const textsOf = (entries: readonly { language: string; content: string }[]): TextsByLanguage =>
  Object.fromEntries(
    entries
      .filter((entry) => entry.content.trim() !== '')
      .map((entry) => [entry.language, entry.content.trim()]),
  );

/**
 * A photo's captions: the ones the hotel wrote, in the primary language (Edit Asset) and its translations in the
 * other served languages; a photo without a caption in the primary language has its name there where the name
 * says something (as for alt texts), as it had before photos had captions.
 */
function captionsOf(photo: PhotoRow, languages: PublishedLanguages, translations: TranslationIndex) {
  const name = hasAltText(photo.name) ? photo.name.replace(/\.[a-z0-9]{2,4}$/i, '') : '';
  return textsByLanguage(languages, photo.caption.trim() || name, translations.of('photoCaption', photo.id));
}

function pictureOf(settings: Settings, captions: TextsByLanguage, photo: PhotoRow): AlpineBitsPicture {
  return {
    url: `${settings.appUrl}${settings.storage.publicUrl(photo.storageKey)}`,
    assetCategory: findAssetCategory(photo.category) ?? 'Other',
    subjects: subjectsOf({ category: photo.category, tags: photo.tags }),
    captions,
    width: photo.width,
    height: photo.height,
  };
}

const featureOf = ({ key, name }: { key: string; name: string }): AlpineBitsFeature => ({ key, name });

/** The hotel's content in the push's own terms (integrations/alpinebits/content.ts), from the rows read. */
export function collectHotelContent(
  owned: HotelWithLocation,
  rows: HotelContentRows,
  settings: Settings,
): CollectedContent {
  const { hotel, location } = owned;
  const served = publishedLanguages(hotel);
  // A photo whose original is missing cannot be fetched by the receiver: it is not sent.
  const photoById = new Map(
    rows.photos
      .filter((photo) => !photo.originalMissing)
      .map((photo) => [photo.id, { photo, captions: captionsOf(photo, served, rows.translations) }]),
  );
  const picturesOf = (ids: readonly string[]) =>
    ids.flatMap((id) => {
      const found = photoById.get(id);
      return found ? [pictureOf(settings, found.captions, found.photo)] : [];
    });

  const roomsWithoutCode: RoomWithoutCode[] = [];
  const roomList: AlpineBitsRoom[] = [];
  for (const room of rows.rooms) {
    const code = settings.roomCodes.get(room.id);
    if (!code) {
      roomsWithoutCode.push({ roomId: room.id, name: room.name });
      continue;
    }
    const facts = factsOfRoom(room);
    roomList.push({
      code,
      names: textsByLanguage(served, room.name, rows.translations.of('roomName', room.id)),
      descriptions: textsOf(rows.roomDescriptions.filter((entry) => entry.roomId === room.id)),
      type: room.type,
      occupancy: {
        min: null,
        standard: facts.standardOccupancy,
        max: facts.maxOccupancy,
        maxChildren: facts.maxChildren,
      },
      beds: facts.beds,
      sizeSqm: facts.sizeSqm,
      roomCount: facts.roomCount,
      view: facts.view,
      features: rows.roomFeatures.filter((entry) => entry.roomId === room.id).map(featureOf),
      pictures: picturesOf(
        rows.roomGalleries.filter((entry) => entry.roomId === room.id).map((entry) => entry.assetId),
      ),
    });
  }

  // The hotel gallery as the gallery page shows it: its links, or while it has none every photo, newest first.
  const galleryIds =
    rows.hotelGallery.length > 0
      ? rows.hotelGallery
      : initialHotelGallery(rows.photos.map((photo) => photo.id)).map((item) => item.assetId);

  const hotelDescriptions = textsOf(rows.hotelDescriptions);
  const hotelPictures = picturesOf(galleryIds);
  // The languages of the texts sent: a caption of a photo that is not sent adds none.
  const languages = languagesOf(
    [
      hotelDescriptions,
      ...roomList.flatMap((room) => [room.names, room.descriptions, ...room.pictures.map((p) => p.captions)]),
      ...hotelPictures.map((picture) => picture.captions),
    ],
    [...rows.hotelDescriptions, ...rows.roomDescriptions]
      .filter((description) => description.content.trim() !== '')
      .map((description) => description.language),
    served,
  );

  return {
    roomsWithoutCode,
    content: {
      hotelCode: settings.hotelCode,
      hotelName: hotel.name,
      languages,
      rooms: roomList,
      facilities: rows.hotelFeatures.map(featureOf),
      info: {
        descriptions: hotelDescriptions,
        pictures: hotelPictures,
        starRating: hotel.starRating,
        policies: policiesOfRow(rows.policies),
        location: location
          ? {
              address: location.address,
              city: location.city,
              postalCode: blankToNull(location.postalCode),
              countryCode: location.countryCode,
            }
          : null,
        contact: {
          phone: blankToNull(hotel.phone),
          email: blankToNull(hotel.reservationsEmail),
          website: blankToNull(hotel.website),
        },
      },
    },
  };
}
