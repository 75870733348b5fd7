import type sharp from 'sharp';
import type { Metadata } from 'sharp';
import { uploadFormats } from '@common/assets/upload-formats';
import { uploadTexts } from '@common/assets/upload-texts';
import { AppError } from './app-error';

let sharpLoading: Promise<typeof sharp> | undefined;

/**
 * sharp, imported at the first image rather than at start: libvips and its bindings are about 10 MB of
 * resident memory, which a server that is only read from (most requests) would hold for nothing.
 */
export function loadSharp(): Promise<typeof sharp> {
  sharpLoading ??= import('sharp').then(({ default: sharp }) => {
    // Every upload is a different image: libvips' operation cache (up to 50 MB by default) never hits, and
    // only keeps memory after a batch of uploads.
    sharp.cache(false);
    return sharp;
  });
  return sharpLoading;
}

/**
 * Raster formats we accept, by content (DECISIONS.md point 12), from the contract the upload dialog's hint is
 * written from. SVG and everything else is refused.
 */
const acceptedFormats = new Set<string>(uploadFormats.map((format) => format.decoded));

/** Images above this many pixels are refused before decoding (decompression bombs). */
export const maxInputPixels = 50_000_000;

export interface ImageFacts {
  format: string;
  width: number;
  height: number;
  /** The file extension and media type that match the content (never the uploaded name). */
  extension: string;
  mimeType: string;
}

function fileTypeOf(metadata: Metadata): { extension: string; mimeType: string } {
  switch (metadata.format) {
    case 'jpeg':
      return { extension: 'jpg', mimeType: 'image/jpeg' };
    case 'heif':
      // sharp reports AVIF as HEIF with AV1 compression.
      return metadata.compression === 'av1'
        ? { extension: 'avif', mimeType: 'image/avif' }
        : { extension: 'heic', mimeType: 'image/heic' };
    case 'tiff':
      return { extension: 'tif', mimeType: 'image/tiff' };
    default:
      return { extension: metadata.format ?? 'bin', mimeType: `image/${metadata.format}` };
  }
}

export const notAnImageMessage = uploadTexts.notAnImage;
export const tooManyPixelsMessage = uploadTexts.tooManyPixels;

/** A sharp pipeline that refuses decompression bombs; `animated` keeps every frame of an animation. */
export const decodeImage = async (input: Buffer, { animated = false }: { animated?: boolean } = {}) =>
  (await loadSharp())(input, { limitInputPixels: maxInputPixels, failOn: 'error', animated });

/**
 * Reads an upload's real type and size from its bytes (never from its name). Anything that is not a raster
 * image, is truncated, or has too many pixels answers a clear 4xx.
 */
export async function inspectImage(input: Buffer): Promise<ImageFacts> {
  return (await readImageHeader(input)).facts;
}

/** inspectImage's check, answering sharp's reading of the header too (orientation, metadata, frames). */
export async function readImageHeader(input: Buffer): Promise<{ facts: ImageFacts; metadata: Metadata }> {
  if (input.length === 0) throw new AppError('unsupportedMediaType', uploadTexts.emptyFile);
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Only the header is read here; our own pixel limit is checked below, with its own clear answer.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('unsupportedMediaType', notAnImageMessage);
  }
  if (!metadata.format || !acceptedFormats.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new AppError('unsupportedMediaType', notAnImageMessage);
  }
  if (metadata.width * metadata.height > maxInputPixels) {
    throw new AppError('payloadTooLarge', tooManyPixelsMessage);
  }
  const { format, width, height } = metadata;
  return { facts: { format, width, height, ...fileTypeOf(metadata) }, metadata };
}

/** Decodes fully, so a truncated or corrupt file is refused as a 4xx instead of failing later. */
export async function toJpeg(input: Buffer, maxSide: number): Promise<Buffer> {
  try {
    const image = await decodeImage(input);
    return await image
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    throw new AppError('unsupportedMediaType', uploadTexts.unreadable, { cause: error });
  }
}
