/**
 * The hotel's schema.org data (JSON-LD) as a website uses it: the public address it is served at
 * (server/src/features/publishing/schema-org/), and the `<script>` element a hotel pastes into its pages.
 */

/** The data's path under the app's origin; the public id is written as it is, any character escaped. */
export const schemaOrgDataPath = (publicId: string) =>
  `/api/public/hotels/${encodeURIComponent(publicId)}/schema.jsonld`;

/** The data's address for websites that fetch it. */
export const schemaOrgDataUrl = (origin: string, publicId: string) =>
  `${origin}${schemaOrgDataPath(publicId)}`;

/**
 * The snippet: the data indented for people, with `<`, `>` and `&` written as JSON escapes (the same data), so no
 * text of the hotel can end the script element early and write into the hotel's page.
 */
export function schemaOrgSnippet(data: unknown): string {
  const json = JSON.stringify(data, null, 2).replace(
    /[<>&]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/ld+json">\n${json}\n</script>`;
}
