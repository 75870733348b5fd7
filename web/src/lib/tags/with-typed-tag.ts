/**
 * The tags with the one being typed added, as Enter adds it: trimmed, nothing when only spaces were typed, and
 * not a second time in other letter case. Every tag field (the library, templates, tasks) adds with it, on Enter
 * and on Save, so a tag typed without Enter is kept the same way.
 */
export function withTypedTag(tags: string[], typed: string): string[] {
  const tag = typed.trim();
  if (!tag) return tags;
  const known = tags.some((existing) => existing.toLocaleLowerCase() === tag.toLocaleLowerCase());
  return known ? tags : [...tags, tag];
}
