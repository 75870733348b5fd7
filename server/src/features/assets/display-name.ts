import { limits } from '@common/limits';
import { withoutControlCharacters } from '@common/text';

/**
 * The name shown for an uploaded file: its base name without path parts or control characters. It is only ever
 * displayed; storage keys are made by the server.
 */
export function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const clean = withoutControlCharacters(base).trim().slice(0, limits.assetNameMaxLength);
  return clean || 'Untitled image';
}
