import type { Metadata, Sharp } from 'sharp';
import { decodeImage, inspectImage, readImageHeader, type ImageFacts } from '../image-input';
import { withoutJpegMetadata } from './jpeg-segments';
import { MalformedContainerError } from './malformed-container';
import { withoutPngMetadata } from './png-chunks';
import { withoutWebpMetadata } from './webp-chunks';

/**
 * An original as we store and serve it: without the metadata a camera or an editor wrote into it (GPS position,
 * the photographer's name, the camera's serial number, comments), turned upright, with its colour profile.
 * Stored originals are public to whoever has their URL (features/files), so nothing in them may say more than
 * the picture does. The type is what storeAssetFiles takes, so no original is stored without passing here.
 */
export interface OriginalWithoutMetadata {
  bytes: Buffer;
  /** Of `bytes`: the size and the dimensions to record (swapped when the orientation was applied). */
  facts: ImageFacts;
  /** What was done: nothing to remove, metadata cut out of the file, or the picture turned and encoded again. */
  rewrite: 'unchanged' | 'lossless' | 're-encoded';
}

/**
 * Removes an original's metadata, losslessly where we can:
 * - An EXIF orientation other than 1 has to be applied to the pixels, or the picture would lie on its side once
 *   the EXIF is gone: it is turned and encoded again, at a high quality (JPEG and WebP 95, AVIF 90; PNG, GIF
 *   and TIFF stay lossless), keeping the ICC profile. One generation of JPEG at 95 is not visible in a photo.
 * - Otherwise JPEG, PNG and WebP (nearly every upload) lose their metadata segments or chunks with every pixel
 *   left as it was (jpeg-segments.ts, png-chunks.ts, webp-chunks.ts): encoding again would cost quality and
 *   the bytes would grow or shrink for nothing.
 * - TIFF keeps its metadata in the same directory as the picture's own tags, so it is written again, losslessly
 *   (LZW). AVIF and GIF are written again only when sharp finds EXIF, XMP or IPTC in them.
 * A JPEG, PNG or WebP whose container does not parse (sharp read it, so its pixels are fine) is treated like
 * AVIF and GIF: written again when sharp finds metadata in it.
 */
export async function originalWithoutMetadata(input: Buffer): Promise<OriginalWithoutMetadata> {
  // Cutting metadata out changes neither the format nor the dimensions: the input's facts are the output's.
  const { facts, metadata } = await readImageHeader(input);
  const turned = metadata.orientation !== undefined && metadata.orientation !== 1;
  const lossless = turned ? undefined : withoutMetadataLosslessly(metadata, input);
  if (lossless) return { bytes: lossless, facts, rewrite: lossless.equals(input) ? 'unchanged' : 'lossless' };
  if (!turned && !needsEncodingAgain(metadata)) return { bytes: input, facts, rewrite: 'unchanged' };
  const bytes = await encodedAgain(metadata, input);
  return { bytes, facts: await inspectImage(bytes), rewrite: 're-encoded' };
}

/** The file without its metadata containers; undefined when the format has none we can cut or they do not parse. */
function withoutMetadataLosslessly(metadata: Metadata, input: Buffer): Buffer | undefined {
  try {
    switch (metadata.format) {
      case 'jpeg':
        return withoutJpegMetadata(input);
      case 'png':
        return withoutPngMetadata(input);
      case 'webp':
        return withoutWebpMetadata(input);
      default:
        return undefined;
    }
  } catch (error) {
    if (error instanceof MalformedContainerError) return undefined;
    throw error;
  }
}

function needsEncodingAgain(metadata: Metadata) {
  if (metadata.format === 'tiff') return true;
  return Boolean(metadata.exif ?? metadata.xmp ?? metadata.iptc);
}

async function encodedAgain(metadata: Metadata, input: Buffer): Promise<Buffer> {
  const animated = (metadata.pages ?? 1) > 1;
  // sharp writes no metadata unless told to; the colour profile is the one thing we keep.
  let image = (await decodeImage(input, { animated })).keepIccProfile();
  // An animation's frames are not turned one by one (sharp cannot), and animations carry no orientation in
  // practice; a still picture is turned upright.
  if (!animated) image = image.rotate();
  return inFormat(image, metadata).toBuffer();
}

function inFormat(image: Sharp, metadata: Metadata): Sharp {
  switch (metadata.format) {
    case 'jpeg':
      return image.jpeg({ quality: 95 });
    case 'png':
      return image.png();
    case 'webp':
      return image.webp({ quality: 95 });
    case 'gif':
      return image.gif();
    case 'tiff':
      return image.tiff({ compression: 'lzw' });
    case 'heif':
      return image.avif({ quality: 90 });
    default:
      throw new Error(`no encoder for ${metadata.format ?? 'an unknown format'}`);
  }
}
