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
 * The subjects a photo shows: a tag naming the subject itself ('bathroom'), or the category 'Dining' for a
 * restaurant. Tags are stored lower case (assets' trigger), so they compare as they are.
 */
export function subjectsOf({
  category,
  tags,
}: {
  category: string;
  tags: readonly string[];
}): PhotoSubject[] {
  const tagged = new Set(tags.map((tag) => tag.trim().toLowerCase()));
  return photoSubjects.filter(
    (subject) => tagged.has(subject) || (subject === 'restaurant' && category === 'Dining'),
  );
}
