import { textWith } from '../messages/text-with';

/** What the server answers about a hotel's content languages and a text's language (issue 37). */
export const languageTexts = {
  /** The codes are the list's (content-languages.ts), so the text never falls behind it. */
  unknownLanguage: textWith('Unknown language code. Use one of: {codes}.', 'codes'),
  chooseLanguages: 'Choose at least one language.',
  primaryMustBeServed: 'The primary language must stay among the languages the hotel serves.',
  /** A description asked for in a language it is not written in (moving its language). */
  noDescriptionInLanguage: 'There is no description in this language.',
  /** A description moved to a language in which the hotel (or room) already has one: both are kept as they are. */
  descriptionLanguageTaken: textWith(
    'There is already a description in this language ({language}). Change the language of that one first.',
    'language',
  ),
} as const;
