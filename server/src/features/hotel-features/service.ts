import type { FeatureGroup } from '@common/ai/hotel-profile';
import type { FeatureCategoryId, FeaturesView, FeatureSwitchView } from '@common/content/schemas';
import type { LanguageCode } from '@common/languages/content-languages';
import { contentTexts } from '@common/content/texts';
import { changedFields } from '@common/activities/changes';
import { activityTexts } from '@common/activities/texts';
import type { Db } from '../../db/client';
import type { AppContext } from '../../http/context';
import { AppError } from '../../lib/app-error';
import type { RememberedAnswers } from '../../lib/remembered-answers';
import { recordActivity } from '../activities/service';
import { requireMemberHotel } from '../hotels/service';
import { requireRoom } from '../rooms/service';
import { storedEntryName } from './catalogue-names/catalogue-name';
import { presentFeatures } from './feature-view';
import { policyGroupsOfHotel } from './policies';
import {
  findActiveHotelFeatures,
  findActiveRoomFeatures,
  findHotelFeatureStates,
  findRoomFeatureStates,
  findShownFeature,
  hotelCategoryIds,
  roomCategoryIds,
  upsertHotelFeature,
  upsertRoomFeature,
} from './repository';

type Deps = Pick<AppContext, 'db' | 'log'>;

// What the property import matches facilities against and writes, inside its transaction.
export { mergeImportedPolicies } from './policies';
export {
  findSwitchableFeatures,
  insertOwnFeatures,
  switchOnHotelFeatures,
  type SwitchableFeature,
} from './repository';

type ReadDeps = { db: Db; answers: RememberedAnswers };

/**
 * The hotel's facilities and policies, grouped by category and subcategory, with its switches. Remembered per
 * content version of the hotel (the catalogue changes only with a release, which starts a new process).
 */
export async function listHotelFeatures(
  { db, answers }: ReadDeps,
  userId: string,
  hotelId: string,
): Promise<FeaturesView> {
  const hotel = await requireMemberHotel(db, userId, hotelId);
  return answers.remember([hotelId, hotel.contentVersion, 'features'], async () =>
    presentFeatures(await findHotelFeatureStates(db, hotelId)),
  );
}

/** The room's features (the room category), with its switches; remembered like the hotel's. */
export async function listRoomFeatures(
  { db, answers }: ReadDeps,
  userId: string,
  hotelId: string,
  roomId: string,
): Promise<FeaturesView> {
  const hotel = await requireMemberHotel(db, userId, hotelId);
  return answers.remember([hotelId, hotel.contentVersion, 'room-features', roomId], async () => {
    const room = await requireRoom(db, userId, hotelId, roomId);
    return presentFeatures(await findRoomFeatureStates(db, room.id));
  });
}

/** Catalogue ids are slugs (catalogue.test.ts), a hotel's own 'hotel-' and a uuid; nothing else is asked for. */
const featureIdPattern = /^[a-z0-9-]{1,100}$/;

/**
 * A feature of one of the given categories shown to the hotel; any other id (another category's, another
 * hotel's own, retired, unknown) is 404.
 */
async function requireFeature(
  db: Db,
  hotelId: string,
  featureId: string,
  categories: readonly FeatureCategoryId[],
) {
  const feature = featureIdPattern.test(featureId)
    ? await findShownFeature(db, hotelId, featureId)
    : undefined;
  if (!feature || !categories.includes(feature.categoryId as FeatureCategoryId)) {
    throw new AppError('notFound', contentTexts.featureNotFound);
  }
  return feature;
}

/** A switch as the activity log keeps it: who switched, and the facility's state before and after. */
const activityOf = (
  hotelId: string,
  userId: string,
  feature: { id: string; name: string },
  switched: { before: boolean; active: boolean },
) =>
  ({
    hotelId,
    kind: switched.active ? 'feature_enable' : 'feature_disable',
    title: (switched.active ? activityTexts.featureEnabled : activityTexts.featureDisabled)(feature.name),
    entityId: feature.id,
    actorUserId: userId,
    changes: changedFields([[feature.name, onOff(switched.before), onOff(switched.active)]]),
  }) as const;

const onOff = (active: boolean) => (active ? activityTexts.values.on : activityTexts.values.off);

/** Switches a facility or policy on or off for the hotel, and logs feature_enable or feature_disable. */
export async function switchHotelFeature(
  deps: Deps,
  userId: string,
  hotelId: string,
  featureId: string,
  active: boolean,
): Promise<FeatureSwitchView> {
  await requireMemberHotel(deps.db, userId, hotelId);
  const feature = await requireFeature(deps.db, hotelId, featureId, hotelCategoryIds);
  const before = await upsertHotelFeature(deps.db, hotelId, feature.id, active);
  await recordActivity(deps, activityOf(hotelId, userId, feature, { before, active }));
  return { id: feature.id, active };
}

/** Switches a room feature on or off for the room, and logs it like the hotel's switches. */
export async function switchRoomFeature(
  deps: Deps,
  userId: string,
  hotelId: string,
  roomId: string,
  featureId: string,
  active: boolean,
): Promise<FeatureSwitchView> {
  const room = await requireRoom(deps.db, userId, hotelId, roomId);
  const feature = await requireFeature(deps.db, hotelId, featureId, roomCategoryIds);
  const before = await upsertRoomFeature(deps.db, room.id, feature.id, active);
  await recordActivity(deps, activityOf(hotelId, userId, feature, { before, active }));
  return { id: feature.id, active };
}

/**
 * The hotel's switched-on features by subcategory, with its policy choices and check-in and check-out times
 * first among the policies: what the public preview lists and the description generators are told (the caller
 * has checked that the hotel is the user's). With a language, the catalogue's names in it (a hotel's own entry
 * keeps its name; the policy lines stay in the channels' English, policies.ts); without, the names as stored.
 */
export async function activeFeatureGroupsOfHotel(
  db: Db,
  hotelId: string,
  language?: LanguageCode,
): Promise<FeatureGroup[]> {
  const [rows, policyGroups] = await Promise.all([
    findActiveHotelFeatures(db, hotelId),
    policyGroupsOfHotel(db, hotelId),
  ]);
  const groups: FeatureGroup[] = [];
  for (const row of rows) {
    if (row.categoryId === 'policies' && policyGroups.length > 0) groups.push(...policyGroups.splice(0));
    const subcategory = named({ id: row.subcategoryId, name: row.subcategoryName }, language);
    const feature = named({ id: row.featureId, name: row.featureName }, language);
    const last = groups.at(-1);
    if (last && last.category === row.categoryId && last.subcategory === subcategory) {
      last.features.push(feature);
    } else {
      groups.push({ category: row.categoryId, subcategory, features: [feature] });
    }
  }
  return [...groups, ...policyGroups];
}

/** The switched-on feature names of each room of the hotel, by room id (in `language`, as above). */
export async function activeFeaturesOfRooms(
  db: Db,
  hotelId: string,
  language?: LanguageCode,
): Promise<Map<string, string[]>> {
  const byRoom = new Map<string, string[]>();
  for (const row of await findActiveRoomFeatures(db, hotelId)) {
    const name = named({ id: row.featureId, name: row.featureName }, language);
    byRoom.set(row.roomId, [...(byRoom.get(row.roomId) ?? []), name]);
  }
  return byRoom;
}

/** A stored entry's name in a content language (the catalogue's translation), or as stored without one. */
const named = (entry: { id: string; name: string }, language: LanguageCode | undefined) =>
  language ? storedEntryName(entry, language) : entry.name;
