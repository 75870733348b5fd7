/**
 * Hotel content texts exactly as the spec spells them (part 2, sections 2, 5 and 8) that the server shares: the
 * validation messages of common/src/content/schemas.ts. The content page's own texts are in
 * web/src/locales/<language>/content.json.
 */
export const contentTexts = {
  descriptionTooLong: 'The description is too long',
  areaTextTooLong: 'The text about the area is too long',
  // The server's answer for a facility, policy or room feature id it does not know
  featureNotFound: 'Feature not found',
} as const;
