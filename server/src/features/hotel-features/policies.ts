import {
  hotelPoliciesSchema,
  noPolicies,
  policyChoiceNames,
  policyChoices,
  policyLines,
  policyRangeLabels,
  policyRangeNames,
  rangeLine,
  type HotelPolicies,
  type HotelPoliciesInput,
  type PolicyChoiceName,
  type PolicyRangeName,
} from '@common/content/policies';
import { changedFields } from '@common/activities/changes';
import type { FeatureGroup } from '@common/ai/hotel-profile';
import { activityTexts } from '@common/activities/texts';
import type { Db } from '../../db/client';
import type { hotelPolicies } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { recordActivity } from '../activities/service';
import { requireMemberHotel } from '../hotels/service';
import { columnsOf, findHotelPolicies, upsertHotelPolicies } from './policies-repository';

type Deps = Pick<AppContext, 'db' | 'log'>;

/** The stored policies in the API's shape; values the schema no longer knows read as not stated. */
async function readPolicies(db: Db, hotelId: string): Promise<HotelPolicies> {
  return policiesOfRow(await findHotelPolicies(db, hotelId));
}

/**
 * A stored policies row (or none) in the API's shape, for features that read many hotels' rows at once (the
 * channel readiness of a chain); values the schema no longer knows read as not stated.
 */
export function policiesOfRow(row: typeof hotelPolicies.$inferSelect | undefined): HotelPolicies {
  if (!row) return noPolicies;
  const parsed = hotelPoliciesSchema.safeParse({
    pets: row.pets,
    smoking: row.smoking,
    parties: row.parties,
    children: row.children,
    checkIn: { from: row.checkInFrom, until: row.checkInUntil },
    checkOut: { from: row.checkOutFrom, until: row.checkOutUntil },
  });
  return parsed.success ? parsed.data : noPolicies;
}

/** The hotel's policies (every choice and range, null where not stated). 404 for another user's hotel. */
export async function getHotelPolicies(deps: Pick<Deps, 'db'>, userId: string, hotelId: string) {
  await requireMemberHotel(deps.db, userId, hotelId);
  return readPolicies(deps.db, hotelId);
}

/** Saves all of the hotel's policies at once (the route has validated them) and logs the change. */
export async function saveHotelPolicies(
  deps: Deps,
  userId: string,
  hotelId: string,
  policies: HotelPolicies,
): Promise<HotelPolicies> {
  await requireMemberHotel(deps.db, userId, hotelId);
  const before = await readPolicies(deps.db, hotelId);
  await upsertHotelPolicies(deps.db, hotelId, columnsOf(policies));
  await recordActivity(deps, {
    hotelId,
    kind: 'policies_update',
    title: activityTexts.policiesUpdated,
    entityId: null,
    actorUserId: userId,
    changes: policyChanges(before, policies),
  });
  return policies;
}

/**
 * Each policy a save changed, named and worded as the channels are sent them ('Pets': 'Pets allowed' to 'Pets
 * are not allowed'; 'Check-in': '15:00-22:00' to 'from 14:00'), for the activity log (issue 36, part 4).
 */
function policyChanges(before: HotelPolicies, after: HotelPolicies) {
  const optionText = (name: PolicyChoiceName, policies: HotelPolicies) => {
    const chosen = policies[name];
    const options: Record<string, string> = policyChoices[name].options;
    return chosen === null ? null : (options[chosen] ?? chosen);
  };
  const rangeText = (name: PolicyRangeName, policies: HotelPolicies) =>
    rangeLine(name, policies[name])?.slice(policyRangeLabels[name].length + 1) ?? null;
  return changedFields([
    ...policyRangeNames.map(
      (name) => [policyRangeLabels[name], rangeText(name, before), rangeText(name, after)] as const,
    ),
    ...policyChoiceNames.map(
      (name) => [policyChoices[name].label, optionText(name, before), optionText(name, after)] as const,
    ),
  ]);
}

/**
 * Policies an import found, added to what the hotel has: a choice or range end already stated is kept (the
 * hotel's own word wins over a listing's), so importing again changes nothing the user set. Runs inside the
 * import's transaction; answers how many were taken.
 */
export async function mergeImportedPolicies(
  db: Db,
  hotelId: string,
  found: HotelPoliciesInput,
): Promise<number> {
  const current = await readPolicies(db, hotelId);
  const imported = hotelPoliciesSchema.safeParse(found);
  if (!imported.success) return 0;
  const merged: HotelPolicies = {
    pets: current.pets ?? imported.data.pets,
    smoking: current.smoking ?? imported.data.smoking,
    parties: current.parties ?? imported.data.parties,
    children: current.children ?? imported.data.children,
    checkIn: keepRange(current.checkIn, imported.data.checkIn),
    checkOut: keepRange(current.checkOut, imported.data.checkOut),
  };
  const taken = policyLines(merged).length - policyLines(current).length;
  if (taken > 0 && hotelPoliciesSchema.safeParse(merged).success) {
    await upsertHotelPolicies(db, hotelId, columnsOf(merged));
  }
  return Math.max(taken, 0);
}

/** A stated range stays as it is; an empty one takes the imported one. */
const keepRange = (current: HotelPolicies['checkIn'], imported: HotelPolicies['checkIn']) =>
  current.from !== null || current.until !== null ? current : imported;

/** The hotel's stated policies as feature groups of the policies category, for the preview and the generators. */
export async function policyGroupsOfHotel(db: Db, hotelId: string): Promise<FeatureGroup[]> {
  return policyLines(await readPolicies(db, hotelId)).map(({ group, line }) => ({
    category: 'policies',
    subcategory: group,
    features: [line],
  }));
}
