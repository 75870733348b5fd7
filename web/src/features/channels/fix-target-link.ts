import type { FixTarget } from '@common/channels/readiness';
import type { MemberRole } from '@common/teams/roles';

/**
 * The page that fixes what a rule found, as a link within the app (issue 32, point 4). Each address opens the
 * very place: the rooms page selects the room (?room=) and opens its edit dialog (?edit=), the content page
 * selects the room or the tab (?tab=), the library opens Edit Asset (?edit=); the AlpineBits connection and its
 * room codes are on the OTA page; the content page shows the texts in a language (?lang=, issue 37).
 */
export function fixTargetLink(target: FixTarget): string {
  switch (target.kind) {
    case 'roomImages':
      return `/active-content/rooms?${new URLSearchParams({ room: target.roomId })}`;
    case 'roomFacts':
      return `/active-content/rooms?${new URLSearchParams({ room: target.roomId, edit: target.roomId })}`;
    case 'roomDescription':
      return `/active-content?${new URLSearchParams({ room: target.roomId })}`;
    case 'editAsset':
      return `/all-content?${new URLSearchParams({ edit: target.assetId })}`;
    case 'library':
      return '/all-content';
    case 'hotelGallery':
      return '/active-content';
    case 'description':
      return '/active-content?tab=description';
    case 'facilities':
      return '/active-content?tab=facilities';
    case 'policies':
      return '/active-content?tab=policies';
    case 'hotelSettings':
      return '/settings/hotel';
    case 'alpineBits':
      return '/ota';
    case 'contentLanguage':
      return `/active-content?${new URLSearchParams({ lang: target.language })}`;
  }
}

/**
 * The role the fix needs (issue 36, as server/src/http/hotel-route-roles.ts states it): the hotel's settings and
 * its AlpineBits connection (with the room codes) are an admin's, the rest is content, an editor's.
 */
export function fixRole(target: FixTarget): MemberRole {
  return target.kind === 'hotelSettings' || target.kind === 'alpineBits' ? 'admin' : 'editor';
}
