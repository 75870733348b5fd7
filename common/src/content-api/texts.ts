import { textWith } from '../messages/text-with';

/**
 * The content API's own answers (/api/v1, issue 34). A hotel or room the key may not read, or that is not
 * published, answers the hotels' and rooms' own 'not found' texts, so nothing tells the two cases apart.
 */
export const contentApiTexts = {
  invalidCursor: 'The page cursor is not valid. Start again without one.',
  invalidLimit: textWith('The limit must be a whole number from {min} to {max}.', 'min', 'max'),
} as const;
