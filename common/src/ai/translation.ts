import { z } from 'zod';
import { limits } from '../limits';
import { translationTexts } from './translation-texts';

/**
 * The texts a hotel keeps per content language (issue 37, part 2), by what they are: the translation prompt keeps
 * a name short, an alt text plain and a description's paragraphs, and the routes name the kind they translate.
 */
export const translatableTextKinds = [
  'hotelDescription',
  'roomDescription',
  'roomName',
  'areaText',
  'templateName',
  'templateDescription',
  'photoCaption',
  'photoAltText',
] as const;

export type TranslatableTextKind = (typeof translatableTextKinds)[number];

export const isTranslatableTextKind = (value: unknown): value is TranslatableTextKind =>
  translatableTextKinds.includes(value as TranslatableTextKind);

export const translatableTextKindSchema = z.enum(translatableTextKinds, {
  error: translationTexts.unknownTextKind,
});

export const translationLimits = {
  /** The longest text the product stores (a typed description); anything longer is no text of a hotel's. */
  textMaxChars: limits.descriptionMaxChars,
} as const;
