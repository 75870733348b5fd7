const isControlCharacter = (char: string) => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/**
 * Drops control characters (NUL, tabs, line breaks, escape sequences): they have no place in a name, a tag
 * or a search, PostgreSQL refuses NUL outright, and the library search relies on names and tags holding no
 * line breaks.
 */
export function withoutControlCharacters(text: string): string {
  return [...text].filter((char) => !isControlCharacter(char)).join('');
}
