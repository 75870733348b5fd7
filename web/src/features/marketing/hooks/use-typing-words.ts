import { useMemo } from 'react';
import { useMediaQuery } from '@web/lib/use-media-query';

/** The hero's rotating words (spec part 1, section 2, landing page). */
export const typingWords = ['Content', 'Reach', 'Descriptions', 'Features'] as const;
export type TypingWord = (typeof typingWords)[number];

/** Tailwind's `sm` breakpoint: below it 'Descriptions' is too long for one line of the headline. */
export const wideScreenQuery = '(min-width: 640px)';

export function typingWordsFor(wideScreen: boolean): readonly TypingWord[] {
  return wideScreen ? typingWords : typingWords.filter((word) => word !== 'Descriptions');
}

/** The words to cycle through at the current window width; follows the window as it is resized. */
export function useTypingWords(): readonly TypingWord[] {
  const wideScreen = useMediaQuery(wideScreenQuery);
  return useMemo(() => typingWordsFor(wideScreen), [wideScreen]);
}
