import type { ListingFacility } from '../../integrations/booking/listing';

/** A catalogue entry a hotel can switch (facilities and policies), or one of the hotel's own entries. */
export interface KnownFeature {
  id: string;
  name: string;
  subcategoryId: string;
}

export interface FacilityMatches {
  /** Imported titles found in the catalogue or among the hotel's own entries, by feature id (no repeats). */
  matched: Array<{ title: string; featureId: string }>;
  /** Titles found nowhere: they become the hotel's own entries under this subcategory. */
  added: Array<{ title: string; subcategoryId: string }>;
}

/** The catalogue's subcategory for facilities of a kind it has no place for. */
export const generalSubcategoryId = 'general';
/** A cross-cutting list in the catalogue: it says nothing about the kind of a facility. */
const crossCuttingSubcategoryId = 'most-popular';
/** A title this short would be found inside too many names ('TV', 'Bar' in 'Barbecue'): only exact matches. */
const shortestContainedTitle = 4;

/**
 * Matches imported facilities to features (spec part 1, section 9): a catalogue name equal to the title, else one
 * of the hotel's own entries with that name, else the first catalogue name (in catalogue order) that contains the
 * title, case-insensitively. A title matched nowhere is added under the subcategory where most facilities of its
 * marketplace group (groupId) were matched, else General: the group says what kind of facility it is, and our
 * catalogue already placed its siblings.
 */
export function matchFacilities(
  facilities: readonly ListingFacility[],
  catalogue: readonly KnownFeature[],
  own: readonly KnownFeature[],
): FacilityMatches {
  const matched = new Map<
    string,
    { title: string; featureId: string; groupId: string | null; subcategoryId: string }
  >();
  const unmatched: ListingFacility[] = [];
  for (const facility of facilities) {
    const wanted = facility.title.toLowerCase();
    const found =
      catalogue.find((feature) => feature.name.toLowerCase() === wanted) ??
      own.find((feature) => feature.name.toLowerCase() === wanted) ??
      (wanted.length >= shortestContainedTitle
        ? catalogue.find((feature) => feature.name.toLowerCase().includes(wanted))
        : undefined);
    if (!found) unmatched.push(facility);
    else if (!matched.has(found.id)) {
      matched.set(found.id, {
        title: facility.title,
        featureId: found.id,
        groupId: facility.groupId,
        subcategoryId: found.subcategoryId,
      });
    }
  }
  const groupPlaces = placesOfGroups([...matched.values()]);
  return {
    matched: [...matched.values()].map(({ title, featureId }) => ({ title, featureId })),
    added: unmatched.map((facility) => ({
      title: facility.title,
      subcategoryId:
        facility.subcategoryId ??
        ((facility.groupId && groupPlaces.get(facility.groupId)) || generalSubcategoryId),
    })),
  };
}

/** For each marketplace group, the subcategory most of its matched facilities are in (first seen wins a tie). */
function placesOfGroups(matched: ReadonlyArray<{ groupId: string | null; subcategoryId: string }>) {
  const counts = new Map<string, Map<string, number>>();
  for (const { groupId, subcategoryId } of matched) {
    if (!groupId || subcategoryId === crossCuttingSubcategoryId) continue;
    const group = counts.get(groupId) ?? new Map<string, number>();
    group.set(subcategoryId, (group.get(subcategoryId) ?? 0) + 1);
    counts.set(groupId, group);
  }
  const places = new Map<string, string>();
  for (const [groupId, group] of counts) {
    let best: [string, number] | undefined;
    for (const entry of group) if (!best || entry[1] > best[1]) best = entry;
    if (best) places.set(groupId, best[0]);
  }
  return places;
}
