/** A description as paragraphs: split at line breaks, blank lines dropped (spec part 2, section 2). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
