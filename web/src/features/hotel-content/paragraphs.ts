/** The description as paragraphs: one per line, blank lines dropped (spec part 2, section 2). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
