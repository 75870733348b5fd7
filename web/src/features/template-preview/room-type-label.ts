/** A room type as stored (lowercase, 'standard room') as a visitor reads it: 'Standard Room'. */
export function roomTypeLabel(type: string): string {
  return type
    .trim()
    .replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}
