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
import { findPublishedHotelRecord } from '../service';
import { buildHotelSchema, schemaOrgLimits, serializeJsonLd } from './hotel-schema';

/** Raised by hand when the data's shape changes in a release, so ETags held by browsers and caches stop matching. */
const schemaRevision = 1;

/** The schema.org data of a hotel as sent: its ETag is known before anything is read. */
export interface HotelJsonLd {
  etag: string;
  read(): Promise<string>;
}

/** 40-room hotels' data is some 100 KB each: a few hundred hotels fit in a few tens of MB. */
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
 * The schema.org data (JSON-LD) of the hotel with this public id, or null when no published hotel has it
 * (unknown, 'Publish content' off, or an id replaced by a new one). Read through the content API's answers, so
 * it carries exactly what those show of the hotel (its own texts, photos, facilities, rooms and policies) and is
 * remembered by an ETag made of theirs: one query (the hotel by its public id) for an unchanged hotel.
 */
export async function hotelJsonLd(context: AppContext, publicId: string): Promise<HotelJsonLd | null> {
  const hotel = await findPublishedHotelRecord(context.db, publicId);
  if (!hotel) return null;
  const deps = contentApiDeps(context);
  const parts = {
    hotel: getContentHotel(deps, hotel),
    descriptions: getContentDescriptions(deps, hotel),
    facilities: getContentFacilities(deps, hotel),
    photos: getContentPhotos(deps, hotel, { limit: schemaOrgLimits.hotelImages }),
    rooms: getContentRooms(deps, hotel),
  };
  // The number of rooms is on the hotel row, which no version counts: it is part of the ETag itself.
  const etag = contentEtag([
    'schema.org',
    schemaRevision,
    hotel.numberOfRooms,
    ...Object.values(parts).map((part) => part.etag),
  ]);
  const read = async () => {
    const [hotelAnswer, descriptions, facilities, photos, rooms] = await Promise.all([
      parts.hotel.read(),
      parts.descriptions.read(),
      parts.facilities.read(),
      parts.photos.read(),
      parts.rooms.read(),
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
    return serializeJsonLd(data);
  };
  return { etag, read: () => rememberedOf(context).remember([etag], read) };
}
