/**
 * The name shown for an uploaded file: its base name without path parts or control characters. It is only ever
 * displayed; storage keys are made by the server.
 */
export function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return clean || 'Untitled image';
}
