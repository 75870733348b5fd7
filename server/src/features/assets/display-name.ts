const isControlCharacter = (char: string) => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/**
 * The name shown for an uploaded file: its base name without path parts or control characters. It is only ever
 * displayed; storage keys are made by the server.
 */
export function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((char) => !isControlCharacter(char))
    .join('')
    .trim()
    .slice(0, 200);
  return clean || 'Untitled image';
}
