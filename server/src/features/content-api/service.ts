import type { ContentDescriptionsAnswer } from '@common/content-api/descriptions';
import type { ContentFacilitiesAnswer } from '@common/content-api/facilities';
import type { ContentHotelAnswer, ContentHotelsAnswer } from '@common/content-api/hotel';
import type { ContentPhotosPage, ContentPhotosQuery } from '@common/content-api/photos';
import type { ContentRoomAnswer, ContentRoomsAnswer } from '@common/content-api/rooms';
import type { ContentTemplatesAnswer } from '@common/content-api/templates';
import { hotelTexts } from '@common/hotels/schemas';
import { roomTexts } from '@common/rooms/texts';
import type { AppContext } from '../../http/context';
import type { ApiKeyPrincipal } from '../../http/fastify-types';
import { AppError } from '../../lib/app-error';
import { RememberedAnswers } from '../../lib/remembered-answers';
import { hotelGalleryImages } from '../galleries/service';
import { getHotelPolicies } from '../hotel-features/policies';
import { roleAllows } from '@common/teams/roles';
import { hotelsOfUser, membershipOf } from '../hotels/hotels-of-users';
import { isUuid, requireMemberHotelWithLocation } from '../hotels/service';
import { contentEtag } from './content-etag';
import { presentHotel, presentHotelSummary, presentFeature } from './hotel-view';
import { decodePhotoCursor, galleryPage, pageImages } from './photo-pages';
import { findActiveHotelFeatures, findHotelDescriptions } from './repository';
import { readRooms } from './room-reads';
import { readTemplates } from './template-reads';
import { findPhotoTexts, publishedLanguages } from '../translations/published-texts';

export type ContentApiDeps = Pick<AppContext, 'db' | 'storage'> & {
  appUrl: string;
  /** Answers as sent, by ETag. */
  answers: RememberedAnswers;
  /** Whole hotel galleries, which the photo pages are cut from, by ETag. */
  galleries: RememberedAnswers;
};

const depsByContext = new WeakMap<AppContext, ContentApiDeps>();

/**
 * The content API's reads of an app, one per app. Answers are remembered by their ETag (which carries the
 * hotel's versions), so an unchanged hotel is read once and its answer serialized once. Bounded by count: 500
 * answers (a page of 200 photos is about 120 KB, the rooms of a 40-room hotel a few hundred) and 16 whole
 * galleries (a 5,000-photo gallery is about 3 MB), so a burst of edits to large hotels stays within some 100 MB.
 */
export function contentApiDeps(context: AppContext): ContentApiDeps {
  let deps = depsByContext.get(context);
  if (!deps) {
    deps = {
      db: context.db,
      storage: context.storage,
      appUrl: context.config.appUrl,
      answers: new RememberedAnswers(500),
      galleries: new RememberedAnswers(16),
    };
    depsByContext.set(context, deps);
  }
  return deps;
}

/** An answer and its ETag: the ETag is known without reading, the answer read (or remembered) only when sent. */
export interface VersionedAnswer<T> {
  etag: string;
  read(): Promise<T>;
}

function versioned<T>(
  deps: Pick<ContentApiDeps, 'appUrl'>,
  parts: readonly unknown[],
  read: () => Promise<T>,
  remembered: RememberedAnswers,
): VersionedAnswer<T> {
  const etag = contentEtag([deps.appUrl, ...parts]);
  return { etag, read: () => remembered.remember([etag], read) };
}

/** An answer as sent, remembered by its ETag. */
const answer = <T>(deps: ContentApiDeps, parts: readonly unknown[], read: () => Promise<T>) =>
  versioned(deps, parts, read, deps.answers);

/** The hotel row of a hotel the request may read. */
export type PublishedHotel = NonNullable<Awaited<ReturnType<typeof membershipOf>>>['hotel'];

/**
 * What every answer of a hotel depends on: the hotel and its versions, raised with any change to its content (a
 * translation raises content_version and, for a template's or photo's, templates_version or assets_version:
 * migration 0038), and the languages it serves, which say which translations are published (they are on the
 * hotel's row, which no version counts).
 */
const versionsOf = (hotel: PublishedHotel) => [
  hotel.id,
  hotel.contentVersion,
  hotel.assetsVersion,
  hotel.templatesVersion,
  hotel.primaryLanguage,
  hotel.contentLanguages.join(','),
];

const hotelNotFound = () => new AppError('notFound', hotelTexts.hotelNotFound);

/**
 * The hotel an /api/v1 request may read: one the key names, of which the key's maker is still the owner or an
 * admin (API keys are theirs, issue 36: a key never reads a hotel its maker lost, whatever its rows say), and published ('Publish content' in Settings -> Hotel: only a hotel that
 * publishes has public content). Anything else is 404 with the same words, so a key learns nothing of
 * other hotels. One row by primary key on PostgreSQL; on the embedded database from the remembered hotels, no query.
 */
export async function requirePublishedHotel(
  deps: ContentApiDeps,
  principal: ApiKeyPrincipal,
  hotelId: string,
): Promise<PublishedHotel> {
  if (!isUuid(hotelId) || !principal.hotelIds.includes(hotelId)) throw hotelNotFound();
  const membership = await membershipOf(deps.db, principal.userId, hotelId);
  if (!membership || !roleAllows(membership.role, 'admin') || !membership.hotel.publishContent)
    throw hotelNotFound();
  return membership.hotel;
}

/** GET /api/v1/hotels: the published hotels the key may read, oldest first. */
export async function listKeyHotels(
  deps: ContentApiDeps,
  principal: ApiKeyPrincipal,
): Promise<VersionedAnswer<ContentHotelsAnswer>> {
  const readable = (await hotelsOfUser(deps.db, principal.userId)).filter(
    (row) =>
      row.hotel.publishContent && principal.hotelIds.includes(row.hotel.id) && roleAllows(row.role, 'admin'),
  );
  return answer(deps, ['hotels', ...readable.map((row) => versionsOf(row.hotel))], async () => ({
    hotels: readable.map(presentHotelSummary),
  }));
}

/** GET /api/v1/hotels/{hotelId}: the hotel's facts and policies. */
export function getContentHotel(
  deps: ContentApiDeps,
  hotel: PublishedHotel,
): VersionedAnswer<ContentHotelAnswer> {
  return answer(deps, ['hotel', ...versionsOf(hotel)], async () => {
    const [withLocation, policies, otherPolicies] = await Promise.all([
      requireMemberHotelWithLocation(deps.db, hotel.userId, hotel.id),
      getHotelPolicies(deps, hotel.userId, hotel.id),
      findActiveHotelFeatures(deps.db, hotel.id, 'policies'),
    ]);
    return { hotel: presentHotel(withLocation, policies, otherPolicies, publishedLanguages(hotel)) };
  });
}

/** GET /api/v1/hotels/{hotelId}/rooms: every room that is not in the trash, oldest first. */
export function getContentRooms(
  deps: ContentApiDeps,
  hotel: PublishedHotel,
): VersionedAnswer<ContentRoomsAnswer> {
  return answer(deps, ['rooms', ...versionsOf(hotel)], async () => ({
    rooms: await readRooms(deps, hotel.id, publishedLanguages(hotel)),
  }));
}

/** GET /api/v1/hotels/{hotelId}/rooms/{roomId}: one room; 404 for another hotel's, a trashed or an unknown room. */
export function getContentRoom(
  deps: ContentApiDeps,
  hotel: PublishedHotel,
  roomId: string,
): VersionedAnswer<ContentRoomAnswer> {
  if (!isUuid(roomId)) throw new AppError('notFound', roomTexts.notFound);
  return answer(deps, ['room', roomId, ...versionsOf(hotel)], async () => {
    const [room] = await readRooms(deps, hotel.id, publishedLanguages(hotel), roomId);
    if (!room) throw new AppError('notFound', roomTexts.notFound);
    return { room };
  });
}

/** GET /api/v1/hotels/{hotelId}/photos: a page of the hotel gallery, cover first. */
export function getContentPhotos(
  deps: ContentApiDeps,
  hotel: PublishedHotel,
  query: ContentPhotosQuery,
): VersionedAnswer<ContentPhotosPage> {
  // A cursor that is not one of ours is refused before any ETag is compared.
  const page = { start: decodePhotoCursor(query.cursor), limit: query.limit };
  const gallery = versioned(
    deps,
    ['gallery', ...versionsOf(hotel)],
    async () => (await hotelGalleryImages(deps, hotel.id)).images,
    deps.galleries,
  );
  return answer(deps, ['photos', page.start, page.limit, ...versionsOf(hotel)], async () => {
    const images = await gallery.read();
    const texts = await findPhotoTexts(
      deps.db,
      hotel.id,
      publishedLanguages(hotel),
      pageImages(images, page).map((image) => image.assetId),
    );
    return galleryPage(deps.appUrl, images, page, texts);
  });
}

/** GET /api/v1/hotels/{hotelId}/facilities: the facilities switched on, in the catalogue's order. */
export function getContentFacilities(
  deps: ContentApiDeps,
  hotel: PublishedHotel,
): VersionedAnswer<ContentFacilitiesAnswer> {
  return answer(deps, ['facilities', ...versionsOf(hotel)], async () => ({
    facilities: (await findActiveHotelFeatures(deps.db, hotel.id, 'facilities')).map((row) =>
      presentFeature(row, publishedLanguages(hotel)),
    ),
  }));
}

/** GET /api/v1/hotels/{hotelId}/descriptions: the hotel's description in every language it has one. */
export function getContentDescriptions(
  deps: ContentApiDeps,
  hotel: PublishedHotel,
): VersionedAnswer<ContentDescriptionsAnswer> {
  return answer(deps, ['descriptions', ...versionsOf(hotel)], async () => ({
    descriptions: (await findHotelDescriptions(deps.db, hotel.id)).map(({ language, text }) => ({
      language,
      text,
    })),
  }));
}

/** GET /api/v1/hotels/{hotelId}/templates: the published templates that are not in the trash, newest first. */
export function getContentTemplates(
  deps: ContentApiDeps,
  hotel: PublishedHotel,
): VersionedAnswer<ContentTemplatesAnswer> {
  return answer(deps, ['templates', ...versionsOf(hotel)], async () => ({
    templates: await readTemplates(deps, hotel.id, publishedLanguages(hotel)),
  }));
}
