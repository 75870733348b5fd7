import { findAssetCategory } from '@common/assets/categories';
import { subjectsOf } from '@common/assets/photo-subjects';
import { hasAltText } from '@common/channels/alt-text';
import { initialHotelGallery } from '@common/galleries/cover-rules';
import { languageCodes } from '@common/languages/content-languages';
import type {
  AlpineBitsFeature,
  AlpineBitsHotelContent,
  AlpineBitsPicture,
  AlpineBitsRoom,
  TextsByLanguage,
} from '../../integrations/alpinebits';
import type { Storage } from '../../integrations/storage/storage';
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
 * The languages the texts are written in (issue 37): those with a description that is not blank, the hotel's
 * primary language first (the first language's texts stand for the hotel where one language is asked for: the
 * contact, the captions), then in the content languages' order; a hotel without any description sends its names
 * in its primary language.
 */
function languagesOf(rows: HotelContentRows, primaryLanguage: string): string[] {
  const written = new Set(
    [...rows.hotelDescriptions, ...rows.roomDescriptions]
      .filter((description) => description.content.trim() !== '')
      .map((description) => description.language),
  );
  const order = [primaryLanguage, ...languageCodes.filter((language) => language !== primaryLanguage)];
  const ours = order.filter((language) => written.has(language));
  const others = [...written].filter((language) => !ours.includes(language)).sort();
  const all = [...ours, ...others].filter((language) => /^[a-z]{2}$/.test(language));
  return all.length > 0 ? all : [primaryLanguage];
}

const textsOf = (entries: readonly { language: string; content: string }[]): TextsByLanguage =>
  Object.fromEntries(
    entries
      .filter((entry) => entry.content.trim() !== '')
      .map((entry) => [entry.language, entry.content.trim()]),
  );

/** One text in every language sent (a name has no language of its own). */
const inEveryLanguage = (languages: readonly string[], text: string): TextsByLanguage =>
  Object.fromEntries(languages.map((language) => [language, text]));

function pictureOf(settings: Settings, languages: readonly string[], photo: PhotoRow): AlpineBitsPicture {
  return {
    url: `${settings.appUrl}${settings.storage.publicUrl(photo.storageKey)}`,
    assetCategory: findAssetCategory(photo.category) ?? 'Other',
    subjects: subjectsOf({ category: photo.category, tags: photo.tags }),
    // Until photos have texts per language, a name that says something is the caption (as for alt texts).
    captions: hasAltText(photo.name) ? { [languages[0]!]: photo.name.replace(/\.[a-z0-9]{2,4}$/i, '') } : {},
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
  const languages = languagesOf(rows, hotel.primaryLanguage);
  // A photo whose original is missing cannot be fetched by the receiver: it is not sent.
  const photoById = new Map(
    rows.photos.filter((photo) => !photo.originalMissing).map((photo) => [photo.id, photo]),
  );
  const picturesOf = (ids: readonly string[]) =>
    ids.flatMap((id) => {
      const photo = photoById.get(id);
      return photo ? [pictureOf(settings, languages, photo)] : [];
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
      names: inEveryLanguage(languages, room.name),
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

  return {
    roomsWithoutCode,
    content: {
      hotelCode: settings.hotelCode,
      hotelName: hotel.name,
      languages,
      rooms: roomList,
      facilities: rows.hotelFeatures.map(featureOf),
      info: {
        descriptions: textsOf(rows.hotelDescriptions),
        pictures: picturesOf(galleryIds),
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
