/**
 * What a photo shows, where the channels ask for it (issue 32): a bathroom per room type (Booking.com, Expedia),
 * the exterior and the lobby (Expedia), and a photo per key amenity. A photo shows a subject when one of its
 * tags says so (the operator's own, set in Edit Asset as the subject's tag, or the AI analysis's), or its
 * category does (Dining: a restaurant). Nothing is stored beyond the tags.
 */
export const photoSubjects = ['bathroom', 'exterior', 'lobby', 'restaurant', 'pool', 'spa', 'fitness'] as const;
export type PhotoSubject = (typeof photoSubjects)[number];
