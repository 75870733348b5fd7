import { parseFragment } from 'parse5';
import { limits } from '@common/limits';
import { withoutControlCharacters, withoutLineBreakingControlCharacters } from '@common/text';
import { textOf } from './html-tree';

/** Raw text read before it is cut: a description in markup takes more characters than its text. */
const rawTextMaxChars = 100_000;

/**
 * Some sites put markup or entities (`&amp;`) into JSON-LD texts; parsing the text as an HTML fragment and
 * taking its text removes the tags and decodes the entities the way a browser would.
 */
function shownText(text: string, blockBreaks: boolean): string {
  const raw = text.slice(0, rawTextMaxChars);
  if (!raw.includes('<') && !raw.includes('&')) return raw;
  return textOf(parseFragment(raw), rawTextMaxChars, blockBreaks);
}

/** A single-line text (a name, a city): markup and control characters dropped, spaces collapsed, cut to `max`; null when blank. */
export function oneLine(value: unknown, max: number): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) value = String(value);
  if (typeof value !== 'string') return null;
  // Line breaks and tabs become spaces before the other control characters go, so words on two lines stay apart.
  const spaced = withoutControlCharacters(shownText(value, false).replace(/\s+/g, ' ')).replace(/\s+/g, ' ');
  const text = spaced.trim().slice(0, max).trim();
  return text === '' ? null : text;
}

/** A description: markup dropped, paragraphs kept, other control characters dropped, cut to the limit. */
export function longText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = withoutLineBreakingControlCharacters(shownText(value, true))
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, limits.descriptionMaxChars)
    .trim();
  return text === '' ? null : text;
}
