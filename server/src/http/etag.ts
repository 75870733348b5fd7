/** The opaque part of an entity tag: `W/"x"` and `"x"` compare equal, as RFC 9110 asks for If-None-Match. */
const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Whether `If-None-Match` names this ETag (strong or weak): a list of tags, possibly over several header lines,
 * compared weakly as RFC 9110 asks for this header. `*` is not taken as a match: answering 200 where a 304 was
 * possible is always correct.
 */
export function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const tag = opaqueTag(etag);
  const values = Array.isArray(header) ? header : [header];
  return values.some((value) => value.split(',').some((candidate) => opaqueTag(candidate) === tag));
}
