/** A srcset candidate: its address as written and its width or density descriptor. */
export interface SrcsetCandidate {
  url: string;
  width: number | null;
  density: number | null;
}

/** Longer srcset attributes are cut: a real one lists a dozen sizes, not thousands. */
const srcsetMaxChars = 20_000;
const candidatesMax = 50;

/**
 * Splits a srcset by the HTML rules: an address runs to the next whitespace (so a comma inside it, as in
 * `w_800,h_600`, stays), then descriptors run to the next comma. One pass over the text.
 */
export function parseSrcset(srcset: string): SrcsetCandidate[] {
  const text = srcset.slice(0, srcsetMaxChars);
  const candidates: SrcsetCandidate[] = [];
  let position = 0;
  const at = (index: number) => text.charAt(index);
  while (position < text.length && candidates.length < candidatesMax) {
    while (position < text.length && /[\s,]/.test(at(position))) position++;
    const start = position;
    while (position < text.length && !/\s/.test(at(position))) position++;
    let url = text.slice(start, position);
    let descriptors = '';
    if (url.endsWith(',')) url = url.replace(/,+$/, '');
    else {
      const end = text.indexOf(',', position);
      descriptors = text.slice(position, end === -1 ? text.length : end);
      position = end === -1 ? text.length : end + 1;
    }
    if (url === '') continue;
    const width = /(?:^|\s)(\d+)w(?:\s|$)/.exec(descriptors);
    const density = /(?:^|\s)(\d*\.?\d+)x(?:\s|$)/.exec(descriptors);
    candidates.push({
      url,
      width: width ? Number(width[1]) : null,
      density: density ? Number(density[1]) : null,
    });
  }
  return candidates;
}

/**
 * A width written into an image address: `-1200x800.jpg`, `max1280x900`, `w=1200`, `width=1200` or a
 * Cloudinary-style `w_1200`. Null when the address does not say.
 */
export function widthInUrl(url: URL): number | null {
  for (const name of ['w', 'width', 'imwidth']) {
    const value = url.searchParams.get(name);
    if (value && /^\d{2,5}$/.test(value)) return Number(value);
  }
  const path = decodeSafely(url.pathname);
  const size = /(?:^|\D)(\d{3,5})x\d{3,5}(?:\D|$)/.exec(path) ?? /(?:^|[/,_-])w_(\d{2,5})(?:\D|$)/.exec(path);
  return size ? Number(size[1]) : null;
}

function decodeSafely(text: string): string {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
