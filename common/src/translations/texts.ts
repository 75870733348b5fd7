import { textWith } from '../messages/text-with';

/** What the server answers about a hotel's texts per content language (issue 37, parts 2-4). */
export const translationsTexts = {
  notServed: textWith(
    'The hotel does not serve this language. Add it under Settings -> Hotel, Content languages ({languages}).',
    'languages',
  ),
  primaryLanguage: "This is the hotel's primary language: edit the text itself, where it is written.",
  textNotFound: 'Text not found',
  noTranslation: 'There is no translation to check yet.',
  noSource: 'There is no text to translate.',
  roomNameTooLong: textWith('A room name can have at most {max} characters.', 'max'),
  templateNameTooLong: textWith('A template name can have at most {max} characters.', 'max'),
  captionTooLong: textWith('A caption can have at most {max} characters.', 'max'),
  altTextTooLong: textWith('An alt text can have at most {max} characters.', 'max'),
  textTooLong: textWith('The text can have at most {max} characters.', 'max'),
  nothingMissing: "Every text is translated into the hotel's languages.",
  noOtherLanguage: 'The hotel has no content language but its primary one. Add one under Settings -> Hotel.',
  runStopped:
    'The translation stopped before it finished. What was translated is kept; please start it again.',
} as const;
