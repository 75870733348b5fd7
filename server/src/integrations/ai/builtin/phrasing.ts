import type { ContentLanguage, HotelProfile } from '@common/ai/hotel-profile';

/** "a, b und c" / "a, b and c". */
export function joinList(items: readonly string[], language: ContentLanguage): string {
  const last = items.at(-1);
  if (items.length <= 1 || last === undefined) return last ?? '';
  return `${items.slice(0, -1).join(', ')} ${language === 'de' ? 'und' : 'and'} ${last}`;
}

/** First letter upper-cased, the rest as written. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The first location that names a city (the hotel's main address). */
export function mainLocation(profile: HotelProfile) {
  return profile.locations.find((location) => location.city?.trim()) ?? profile.locations[0];
}

/** Active features of the given feature categories, unique, in the profile's order. */
export function featuresOf(profile: HotelProfile, categories: readonly string[]): string[] {
  const features = profile.featureGroups
    .filter((group) => categories.includes(group.category))
    .flatMap((group) => group.features.map((feature) => feature.trim()))
    .filter(Boolean);
  return [...new Set(features)];
}

/** Feature category ids of the features catalogue (spec part 2, section 9: facilities, room, policies). */
export const featureCategoryIds = { facilities: 'facilities', room: 'room', policies: 'policies' } as const;

/** Facilities and services: every group that is neither a room feature nor a policy. */
export function facilitiesOf(profile: HotelProfile): string[] {
  const other = profile.featureGroups
    .map((group) => group.category)
    .filter((category) => category !== featureCategoryIds.room && category !== featureCategoryIds.policies);
  return featuresOf(profile, [...new Set(other)]);
}

/** Sentences into paragraphs: empty sentences and empty paragraphs drop out. */
export function paragraphs(...blocks: Array<Array<string | false | undefined>>): string {
  return blocks
    .map((sentences) => sentences.filter(Boolean).join(' '))
    .filter(Boolean)
    .join('\n\n');
}

/**
 * "im Hotel Alpenblick", "in der Pension Sonne", "im Hotel Seeblick" for a bare "Seeblick": German needs the
 * article of the name's first noun, so the usual hotel words are recognised and anything else is called a
 * hotel.
 */
export function inHotelDe(name: string): string {
  if (/^(pension|villa|residenz|herberge|jugendherberge|lodge|alm|hütte|huette)\b/i.test(name))
    return `in der ${name}`;
  if (/^(das|der|die)\s/i.test(name))
    return `in ${name
      .replace(/^das\s/i, 'dem ')
      .replace(/^der\s/i, 'dem ')
      .replace(/^die\s/i, 'der ')}`;
  if (
    /hotel|^(gasthof|gasthaus|resort|haus|landhaus|chalet|schloss|boutique|apartment|motel|hostel)/i.test(
      name,
    )
  )
    return `im ${name}`;
  return `im Hotel ${name}`;
}
