export interface SiteFound {
  structuredPhotos: number;
  structuredRooms: number;
  pagePhotos: number;
  /** The name or the description came from the entered page's OpenGraph preview tags. */
  openGraph: boolean;
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The import's result line: '12 photos and 4 rooms from structured data, 6 photos from the page'. Parts with
 * nothing in them are left out ('details from the page's preview tags' when the name or description came from
 * OpenGraph tags); 'no hotel details' when every part is empty.
 */
export function foundNote(found: SiteFound): string {
  const structured = [
    found.structuredPhotos > 0 ? counted(found.structuredPhotos, 'photo', 'photos') : null,
    found.structuredRooms > 0 ? counted(found.structuredRooms, 'room', 'rooms') : null,
  ].filter((part) => part !== null);
  const parts = [
    structured.length > 0 ? `${structured.join(' and ')} from structured data` : null,
    found.pagePhotos > 0 ? `${counted(found.pagePhotos, 'photo', 'photos')} from the page` : null,
    found.openGraph ? "details from the page's preview tags" : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(', ') : 'no hotel details';
}
