import { textWith } from '../messages/text-with';
/**
 * Template and public preview texts exactly as the spec spells them (part 2, sections 2, 5 and 8) that the server
 * writes too: generation failures and the editor's validation. The templates page's and the calendar's own are in
 * the web app's catalogues (web/src/locales/en/templates.json, calendar.json).
 */
export const templateTexts = {
  // Errors (section 8): the server says generation failed too
  generateFailed: 'Failed to generate templates',
  // Validation
  nameRequired: 'Please enter a name',
  nameTooLong: 'The name is too long',
  usageTooLong: 'The text is too long',
  descriptionTooLong: 'The description is too long',
  offerTextTooLong: 'The offer text is too long',
  endBeforeStart: 'The end date cannot be before the start date',
  invalidDate: 'Please enter a valid date',
  tagTooLong: 'A tag is too long',
  tooManyTags: textWith('At most {max} tags', 'max'),
  tooManyImages: textWith('At most {max} images', 'max'),
  imageTwice: 'An image is listed twice',
  coverNotInImages: 'The cover must be one of the images',
  unknownImage: 'Unknown image',
  /** The content page's request names no template (a request only the app makes, not a form's). */
  templateIdRequired: 'templateId is required',
  templateNotFound: 'Template not found',
  generationNotFound: 'This template generation no longer exists',
} as const;

/**
 * Public template preview texts (spec part 2, section 2 "Public template preview") that the server writes; the
 * page's own are in web/src/locales/<language>/preview.json.
 */
export const previewTexts = {
  /** An image's text alternative: never the uploaded file's name, which may say more than the hotel meant to. */
  imageAlt: textWith('{subject}, Bild {position} von {count}', 'subject', 'position', 'count'),
  tooManyRequests: 'Zu viele Anfragen. Bitte versuchen Sie es in einer Minute erneut.',
} as const;
