import { alpineBitsLimits } from './limits';

/**
 * Room codes (issue 33): AlpineBits names each room category by a code the receiving system knows (InvTypeCode,
 * 1 to 8 characters). The schema allows any characters; we keep to letters, digits, '-' and '_', which every
 * receiver's own codes we know of use, so a code typed with a space or an umlaut is caught in the dialog rather
 * than mismatched at the receiver.
 */
export const roomCodePattern = new RegExp(`^[A-Za-z0-9_-]{1,${alpineBitsLimits.roomCodeMaxLength}}$`);

const maxLength = alpineBitsLimits.roomCodeMaxLength;

/** The words of a name in upper-case ASCII letters and digits ('Zimmer Süd' -> ['ZIMMER', 'SUD']). */
function codeWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((word) => word !== '');
}

/**
 * A code read from a room's name: the whole name when it fits ('SUITE'), otherwise its first word shortened and
 * the initials of up to three more ('Double Room Deluxe' -> 'DOUBLERD'); 'ROOM' when the name has no letter
 * or digit.
 */
export function codeFromName(name: string): string {
  const words = codeWords(name);
  if (words.length === 0) return 'ROOM';
  const whole = words.join('');
  if (whole.length <= maxLength) return whole;
  const initials = words
    .slice(1, 4)
    .map((word) => word[0])
    .join('');
  return words[0]!.slice(0, maxLength - initials.length) + initials;
}

/** `base` made unique among `taken` by a number at its end, shortening it to stay within the length. */
function uniqueCode(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base.toUpperCase())) return base;
  for (let number = 2; ; number += 1) {
    const suffix = String(number);
    const candidate = base.slice(0, maxLength - suffix.length) + suffix;
    if (!taken.has(candidate.toUpperCase())) return candidate;
  }
}

/**
 * A suggested code for each room without one, unique within the hotel (codes compare without case, as a
 * receiver may): the rooms in the order given, each avoiding the stored codes and the suggestions before it.
 */
export function suggestRoomCodes(
  rooms: readonly { id: string; name: string }[],
  storedCodes: ReadonlyMap<string, string>,
): Map<string, string> {
  const taken = new Set([...storedCodes.values()].map((code) => code.toUpperCase()));
  const suggestions = new Map<string, string>();
  for (const room of rooms) {
    const stored = storedCodes.get(room.id);
    if (stored !== undefined) continue;
    const code = uniqueCode(codeFromName(room.name), taken);
    taken.add(code.toUpperCase());
    suggestions.set(room.id, code);
  }
  return suggestions;
}
