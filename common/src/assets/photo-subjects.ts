/**
 * What a photo shows, where the channels ask for it (issue 32): a bathroom per room type (Booking.com, Expedia),
 * the exterior and the lobby (Expedia), and a photo per key amenity. A photo shows a subject when one of its
 * tags says so (the operator's own, set in Edit Asset as the subject's tag, or the AI analysis's), or its
 * category does (Dining: a restaurant). Nothing is stored beyond the tags.
 */
export const photoSubjects = [
  'bathroom',
  'exterior',
  'lobby',
  'restaurant',
  'pool',
  'spa',
  'fitness',
] as const;
export type PhotoSubject = (typeof photoSubjects)[number];

/**
 * The tags that say a photo shows a subject, lower case: the subject's own tag first (the one Edit Asset adds),
 * then the words the AI analysis and operators tag such photos with, in English and German.
 */
export const subjectTags: Record<PhotoSubject, readonly string[]> = {
  bathroom: ['bathroom', 'bath', 'shower', 'badezimmer'],
  exterior: ['exterior', 'facade', 'building', 'außenansicht', 'fassade'],
  lobby: ['lobby', 'reception', 'foyer', 'rezeption'],
  restaurant: ['restaurant', 'dining', 'breakfast room', 'frühstücksraum'],
  pool: ['pool', 'swimming pool', 'schwimmbad'],
  spa: ['spa', 'sauna', 'wellness'],
  fitness: ['fitness', 'gym', 'fitnessraum'],
};

/** The asset category that alone says a photo shows a subject (the spec's 'Dining': a restaurant). */
export const subjectOfCategory: Partial<Record<string, PhotoSubject>> = { Dining: 'restaurant' };

/** What a photo shows, in the order of photoSubjects, from its category and its tags (any case). */
export function subjectsOf({
  category,
  tags,
}: {
  category: string;
  tags: readonly string[];
}): PhotoSubject[] {
  const said = new Set(tags.map((tag) => tag.trim().toLowerCase()));
  return photoSubjects.filter(
    (subject) => subjectOfCategory[category] === subject || subjectTags[subject].some((tag) => said.has(tag)),
  );
}

/** The tags with the subject's own tag added (once), as Edit Asset's 'Shows' saves a checked subject. */
export function withSubject(tags: readonly string[], subject: PhotoSubject): string[] {
  const own = subjectTags[subject][0] as string;
  return tags.some((tag) => tag.trim().toLowerCase() === own) ? [...tags] : [...tags, own];
}

/** The tags without any that says the subject, as Edit Asset's 'Shows' saves an unchecked subject. */
export function withoutSubject(tags: readonly string[], subject: PhotoSubject): string[] {
  return tags.filter((tag) => !subjectTags[subject].includes(tag.trim().toLowerCase()));
}
