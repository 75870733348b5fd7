import { useEffect, useState } from 'react';

const typeMs = 90;
const deleteMs = 45;
const holdMs = 1800;
const gapMs = 350;
/** Without typing, each whole word stays this long before the next one replaces it. */
const wholeWordMs = 2600;

interface TypingState {
  index: number;
  length: number;
  deleting: boolean;
}

/**
 * The part of the current word that is "typed" right now: it types a word, holds it, deletes it and moves
 * to the next. With `animate` off whole words are swapped instead. The list may change while running (the
 * window crosses a breakpoint), so the index and length are clamped to the list as it is now.
 */
export function useTypedText(words: readonly string[], animate: boolean): string {
  const [state, setState] = useState<TypingState>({ index: 0, length: 0, deleting: false });
  const count = Math.max(words.length, 1);
  const index = state.index % count;
  const word = words[index] ?? '';
  const length = Math.min(state.length, word.length);
  const deleting = state.deleting;

  useEffect(() => {
    const nextWord: TypingState = { index: (index + 1) % count, length: 0, deleting: false };
    let delay: number;
    let next: TypingState;
    if (!animate) [delay, next] = [wholeWordMs, nextWord];
    else if (!deleting && length < word.length)
      [delay, next] = [typeMs, { index, length: length + 1, deleting }];
    else if (!deleting) [delay, next] = [holdMs, { index, length, deleting: true }];
    else if (length > 0) [delay, next] = [deleteMs, { index, length: length - 1, deleting }];
    else [delay, next] = [gapMs, nextWord];
    const timer = window.setTimeout(() => setState(next), delay);
    return () => window.clearTimeout(timer);
  }, [animate, count, deleting, index, length, word.length]);

  return animate ? word.slice(0, length) : word;
}
