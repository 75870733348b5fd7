import type { ImageInput } from '../ai-service';
import { openImage } from '../image-pixels';

// Formats vision models accept as they are; anything else (AVIF, TIFF...) is re-encoded as JPEG.
const acceptedTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
// Larger images are scaled down first: the service looks at a small version anyway ('low' detail), and a
// smaller request is faster and cheaper.
const maxSentBytes = 1024 * 1024;
const maxSentEdge = 1024;

/**
 * The image as a base64 data URL, so the service needs no access to our server or storage
 * (spec part 2, section 7, image input).
 */
export async function toImageDataUrl(image: ImageInput): Promise<string> {
  const mimeType = image.mimeType.toLowerCase();
  if (acceptedTypes.has(mimeType) && image.bytes.byteLength <= maxSentBytes) {
    return `data:${mimeType};base64,${Buffer.from(image.bytes).toString('base64')}`;
  }
  const opened = await openImage(image.bytes);
  const jpeg = await opened
    .rotate()
    .resize({ width: maxSentEdge, height: maxSentEdge, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}
