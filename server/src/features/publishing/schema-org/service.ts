import type { AppContext } from '../../../http/context';
import { RememberedAnswers } from '../../../lib/remembered-answers';
import { contentEtag } from '../../content-api/content-etag';
import {
  contentApiDeps,
  getContentDescriptions,
  getContentFacilities,
  getContentHotel,
  getContentPhotos,
  getContentRooms,
} from '../../content-api/service';
import { findPublishedHotelRecord, type PublishedHotelRecord } from '../service';
import { buildHotelSchema, schemaOrgLimits, serializeJsonLd } from './hotel-schema';

/**
 * Raised by hand when the data's shape changes in a release, so ETags held by browsers and caches stop matching.
 * 2: names and captions per language (issue 37).
 */
const schemaRevision = 2;

/** The schema.org data of a hotel as sent: its ETag is known before anything is read. */
export interface HotelJsonLd {
  etag: string;
  /** The JSON-LD text, in an object that stays the same while the data does (its compressed forms are kept by it). */
  read(): Promise<{ readonly text: string }>;
}

/** 40-room hotels' data is some 150 KB each: a few hundred hotels fit in a few tens of MB. */
const rememberedByContext = new WeakMap<AppContext, RememberedAnswers>();
const rememberedOf = (context: AppContext) => {
  let remembered = rememberedByContext.get(context);
  if (!remembered) {
    remembered = new RememberedAnswers(300);
    rememberedByContext.set(context, remembered);
  }
  return remembered;
};

/**
 * ETags by the hotel row they were made from. On the embedded database a hotel's row is the same object until the
 * hotel changes (hotels-of-users.ts), so an unchanged hotel's ETag is hashed once, not on every request.
 */
const etagsByRow = new WeakMap<PublishedHotelRecord, string>();

function etagOf(context: AppContext, hotel: PublishedHotelRecord): string {
  let etag = etagsByRow.get(hotel);
  if (etag === undefined) {
    etag = contentEtag([
      'schema.org',
      schemaRevision,
      context.config.appUrl,
      hotel.id,
      hotel.contentVersion,
      hotel.assetsVersion,
      hotel.numberOfRooms,
      // The served languages say which translations are published; they are on the row, which no version counts.
      hotel.primaryLanguage,
      hotel.contentLanguages.join(','),
    ]);
    etagsByRow.set(hotel, etag);
  }
  return etag;
}

/**
 * The schema.org data (JSON-LD) of the hotel with this public id, or null when no published hotel has it
 * (unknown, 'Publish content' off, or an id replaced by a new one). Read through the content API's answers, so
 * it carries exactly what those show of the hotel (its own texts, photos, facilities, rooms and policies). Its
 * ETag is made of the hotel's versions, which the database raises with any change to what those answers show
 * (as the content API's ETags; a translation raises content_version), and its served languages and number of
 * rooms, which are on the hotel row itself: an unchanged hotel costs no read beyond finding it.
 */
export async function hotelJsonLd(context: AppContext, publicId: string): Promise<HotelJsonLd | null> {
  const hotel = await findPublishedHotelRecord(context.db, publicId);
  if (!hotel) return null;
  const etag = etagOf(context, hotel);
  const read = async () => {
    const deps = contentApiDeps(context);
    const [hotelAnswer, descriptions, facilities, photos, rooms] = await Promise.all([
      getContentHotel(deps, hotel).read(),
      getContentDescriptions(deps, hotel).read(),
      getContentFacilities(deps, hotel).read(),
      getContentPhotos(deps, hotel, { limit: schemaOrgLimits.hotelImages }).read(),
      getContentRooms(deps, hotel).read(),
    ]);
    const data = buildHotelSchema({
      hotel: hotelAnswer.hotel,
      numberOfRooms: hotel.numberOfRooms,
      geo: null,
      descriptions: descriptions.descriptions,
      facilities: facilities.facilities,
      photos: photos.photos,
      rooms: rooms.rooms,
    });
    return { text: serializeJsonLd(data) };
  };
  return { etag, read: () => rememberedOf(context).remember([etag], read) };
}
