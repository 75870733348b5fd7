import { limits } from '@common/limits';
import { oneLine } from './clean-text';
import { absoluteHttpUrl } from './page-address';
import { asThing, valuesOf, type Thing } from './schema-values';

/** More photos than this on one hotel or room are left out: the site import keeps 60 in all. */
export const thingImagesMax = 200;

export interface ImageContext {
  resolve: (value: unknown) => unknown;
  /** The address relative image addresses are resolved against. */
  base: string | null;
  /** An ImageObject's caption or name by image address, first one kept: it becomes the photo's alt text. */
  captions: Map<string, string>;
}

/**
 * A thing's photos from `image` and `photo`: each a URL text, an ImageObject (or Photograph) with `url` or
 * `contentUrl`, an `@id` reference to one, or a list of these. Absolute http(s) addresses only, each once.
 */
export function imagesOf(thing: Thing, context: ImageContext): string[] {
  const images = new Set<string>();
  for (const value of [...valuesOf(thing.image), ...valuesOf(thing.photo), ...valuesOf(thing.photos)]) {
    if (images.size >= thingImagesMax) break;
    const resolved = context.resolve(value);
    const image = asThing(resolved);
    const written = image ? (valuesOf(image.url)[0] ?? valuesOf(image.contentUrl)[0]) : resolved;
    const url = absoluteHttpUrl(written, context.base);
    if (!url) continue;
    images.add(url);
    const caption = image ? oneLine(image.caption ?? image.name, limits.assetNameMaxLength) : null;
    if (caption && !context.captions.has(url)) context.captions.set(url, caption);
  }
  return [...images];
}
