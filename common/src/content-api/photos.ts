import { z } from 'zod';
import { textsByLanguageSchema } from './languages';
import { contentApiLimits } from './limits';
import { contentApiTexts } from './texts';

/**
 * A photo as the content API answers it (/api/v1, issue 34): the hotel gallery's photos, a room's and a
 * template's images. Only what a website shows: the pixel size, an alt text, where the photo stands in its
 * gallery, and the WebP renditions the product makes (400 and 1600 px on the long edge, never enlarged) with
 * absolute URLs. The original file, the file name, tags, category and upload facts stay inside the product.
 */

/** The renditions, smallest first; `large` is as large as `thumbnail` for a photo of at most 400 px. */
export const renditionNames = ['thumbnail', 'large'] as const;
export type RenditionName = (typeof renditionNames)[number];

/** The long edge of each rendition (server/src/features/assets/renditions.ts makes them). */
export const renditionEdges: Record<RenditionName, number> = { thumbnail: 400, large: 1600 };

/** A rendition's pixel size: the photo fitted inside `edge` x `edge`, never enlarged (sharp's 'inside'). */
export function renditionSize(edge: number, width: number, height: number) {
  const scale = Math.min(1, edge / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

const pixels = z.int().min(1);

export const renditionSchema = z
  .strictObject({
    name: z.enum(renditionNames).meta({
      description: 'thumbnail: at most 400 px on the long edge; large: at most 1600 px. Never enlarged.',
    }),
    width: pixels.meta({ description: 'Width in pixels (the `w` of a srcset).', example: 1600 }),
    height: pixels.meta({ description: 'Height in pixels.', example: 1067 }),
    mimeType: z.literal('image/webp'),
    url: z.url().meta({
      description: 'Absolute URL of the file; public, so a website can link it directly.',
      example:
        'https://studio.example.com/files/hotel-assets/0b9f6c2e-3d4a-4f1e-9a7b-5c2d8e1f4a60/1716201234567-ab12cd-gallery.webp',
    }),
  })
  .meta({ id: 'Rendition', description: 'One size of a photo, as a WebP file.' });
export type ContentRendition = z.infer<typeof renditionSchema>;

export const photoSchema = z
  .strictObject({
    id: z.guid().meta({ description: 'Its id: the same photo has the same id in every answer.' }),
    altText: z
      .string()
      .nullable()
      .meta({
        description:
          'What the photo shows, for the `alt` attribute, in the primary language: the alt text the hotel wrote, ' +
          'else the name it gave the photo. Null where it wrote none and the name is a file name a camera gave ' +
          '(IMG_1234), which says nothing to a reader. Per language: `altTexts`.',
        example: 'Lake view from the terrace',
      }),
    altTexts: textsByLanguageSchema(
      'The alt text the hotel wrote, per language (empty while it wrote none: `altText` then falls back to the ' +
        "photo's name).",
      { de: 'Blick vom Balkon auf den See', it: 'Vista sul lago dal balcone' },
    ),
    captions: textsByLanguageSchema(
      'The caption the hotel wrote for guests, per language; empty while none.',
      {
        de: 'Sonnenuntergang über dem Zürichsee',
        it: 'Tramonto sul lago di Zurigo',
      },
    ),
    width: pixels.meta({
      description: 'Width of the original in pixels, as shown (upright).',
      example: 4032,
    }),
    height: pixels.meta({ description: 'Height of the original in pixels, as shown.', example: 2688 }),
    isCover: z.boolean().meta({ description: 'The cover of its gallery; it is always at position 0.' }),
    position: z.int().min(0).meta({ description: 'Place in its gallery, from 0 (the cover).' }),
    renditions: z.array(renditionSchema).meta({ description: 'Smallest first.' }),
  })
  .meta({ id: 'Photo', description: 'A photo of the hotel, a room or an offer, with its renditions.' });
export type ContentPhoto = z.infer<typeof photoSchema>;

export const photosPageSchema = z
  .strictObject({
    photos: z
      .array(photoSchema)
      .meta({ description: 'The photos of the hotel gallery in its order, cover first.' }),
    total: z.int().min(0).meta({ description: 'Photos in the whole gallery.' }),
    nextCursor: z.string().nullable().meta({
      description: 'Pass as `cursor` for the next page; null on the last page.',
    }),
  })
  .meta({ id: 'PhotosPage' });
export type ContentPhotosPage = z.infer<typeof photosPageSchema>;

const { photosPerPage, photosPerPageMax, cursorMaxLength } = contentApiLimits;
const invalidLimit = contentApiTexts.invalidLimit(1, photosPerPageMax);

/** The photos route's query: an opaque cursor from the previous page and the page size. */
export const photosQuerySchema = z.object({
  cursor: z
    .string()
    .max(cursorMaxLength, contentApiTexts.invalidCursor)
    .optional()
    .meta({ description: 'The `nextCursor` of the previous page; leave out for the first page.' }),
  limit: z.coerce
    .number({ error: invalidLimit })
    .int({ error: invalidLimit })
    .min(1, { error: invalidLimit })
    .max(photosPerPageMax, { error: invalidLimit })
    .default(photosPerPage)
    .meta({ description: `Photos per page, 1 to ${photosPerPageMax}.`, example: photosPerPage }),
});
export type ContentPhotosQuery = z.output<typeof photosQuerySchema>;
