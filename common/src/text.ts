import { z } from 'zod';
import { httpTexts } from './errors/texts';

const isControlCharacter = (char: string) => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/**
 * Drops control characters (NUL, tabs, line breaks, escape sequences): they have no place in a name, a tag
 * or a search, PostgreSQL refuses NUL outright, and the library search relies on names and tags holding no
 * line breaks.
 */
export function withoutControlCharacters(text: string): string {
  return [...text].filter((char) => !isControlCharacter(char)).join('');
}

const keptInLongText = new Set(['\n', '\t']);

/**
 * For long texts (descriptions): keeps line breaks (paragraphs) and tabs, turns Windows line ends into plain
 * ones, and drops every other control character, NUL included.
 */
export function withoutLineBreakingControlCharacters(text: string): string {
  return [...text.replace(/\r\n?/g, '\n')]
    .filter((char) => keptInLongText.has(char) || !isControlCharacter(char))
    .join('');
}

/** The answer when a name, a tag or a category holds a control character. */
export const controlCharactersMessage = httpTexts.controlCharacters;

/** Whether a single-line text (a name, a tag, a category) holds a control character, NUL included. */
export const hasControlCharacters = (text: string) => [...text].some(isControlCharacter);

/** A one-line text as typed (a name, a tag): trimmed, and refused with a clear message if it holds a control character. */
export const singleLineText = () =>
  z
    .string()
    .refine((text) => !hasControlCharacters(text), controlCharactersMessage)
    .transform((text) => text.trim());

/**
 * The text within `max` characters, cut after its last whole word inside the limit and without a dangling comma
 * or dash; a text whose last space comes in the limit's first half is cut inside its word instead, so a long
 * word never costs most of the text. A text within the limit is returned as it is.
 */
export function cutOnWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > max / 2 ? cut.slice(0, lastSpace) : text.slice(0, max)).replace(/[\s,;:–-]+$/, '');
}
