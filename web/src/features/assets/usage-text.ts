import type { AssetUsage } from '@common/trash/usage';
import { assetLibraryTexts } from '@web/locales/assets';

/**
 * 'a, b and c', with the catalogue's words for joining: the last two joined by lastTwo ('{first} and {last}'),
 * each place before them put in front by oneMore ('{first}, {rest}'), so a language joins lists its own way.
 */
function listed(places: readonly string[]): string {
  if (places.length <= 1) return places.join('');
  const [first, ...rest] = places;
  if (rest.length === 1) return assetLibraryTexts('delete.usage.lastTwo', { first: first!, last: rest[0]! });
  return assetLibraryTexts('delete.usage.oneMore', { first: first!, rest: listed(rest) });
}

/**
 * Where photos are used, as the delete dialogs say it before they move them to the trash: 'Used in 1 published
 * template and the hotel gallery', or 'Not used in any gallery, room or template'. The server counts (common's
 * AssetUsage); the words are the assets catalogue's (delete.usage).
 */
export function usageText(usage: AssetUsage): string {
  const count = (key: 'publishedTemplates' | 'draftTemplates' | 'rooms') =>
    usage[key] > 0 ? [assetLibraryTexts(`delete.usage.${key}`, { count: usage[key] })] : [];
  const places = [
    ...count('publishedTemplates'),
    ...count('draftTemplates'),
    ...(usage.hotelGallery ? [assetLibraryTexts('delete.usage.hotelGallery')] : []),
    ...count('rooms'),
  ];
  return places.length === 0
    ? assetLibraryTexts('delete.usage.none')
    : assetLibraryTexts('delete.usage.usedIn', { places: listed(places) });
}
