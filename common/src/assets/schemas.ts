import { z } from 'zod';
import { limits } from '../limits';
import { singleLineText, withoutControlCharacters } from '../text';
import { cleanText } from '../translations/schemas';
import { translationsTexts } from '../translations/texts';
import { assetCategories, assetCategorySchema, type AssetCategory } from './categories';

/** A search as typed, without control characters (see text.ts), trimmed: a search is never stored. */
const plainText = z.string().transform((text) => withoutControlCharacters(text).trim());

/**
 * Texts of the asset areas exactly as the spec spells them (part 2, section 8) that the server writes. The
 * library's and the picker's own are in the web app's catalogue (web/src/locales/en/assets.json).
 */
export const assetTexts = {
  duplicate: 'This image has already been uploaded',
  notFound: 'Asset not found',
  invalidCursor: 'Invalid page cursor',
  // Ours: the Edit Asset form's and the tags' checks.
  tagEmpty: 'Tags cannot be empty',
  tagTooLong: `Tags are at most ${limits.assetTagMaxLength} characters`,
  nameRequired: 'Name is required',
  nameTooLong: 'Name is too long',
  tooManyTags: `At most ${limits.assetTagsMax} tags`,
} as const;

/** Tags are kept in lower case, so 'Buffet' and 'buffet' are one tag. */
export const tagInLowerCase = (tag: string) => tag.toLowerCase();

export const assetTagSchema = singleLineText().pipe(
  z
    .string()
    .min(1, assetTexts.tagEmpty)
    .max(limits.assetTagMaxLength, assetTexts.tagTooLong)
    .transform(tagInLowerCase),
);

/**
 * A photo's caption or alt text in the hotel's primary language as typed (issue 37, part 2): one line (a line
 * break becomes a space), control characters dropped, trimmed, as the translations' own texts are
 * (translations/schemas.ts cleanText); longer than the limit answers with the same words as a translation.
 */
const photoText = (kind: 'photoCaption' | 'photoAltText', max: number, tooLong: string) =>
  z
    .string()
    .transform((text) => cleanText(kind, text))
    .pipe(z.string().max(max, tooLong));

export const photoCaptionSchema = photoText(
  'photoCaption',
  limits.photoCaptionMaxLength,
  translationsTexts.captionTooLong(limits.photoCaptionMaxLength),
);
export const photoAltTextSchema = photoText(
  'photoAltText',
  limits.photoAltTextMaxLength,
  translationsTexts.altTextTooLong(limits.photoAltTextMaxLength),
);

/**
 * Edit Asset: name, any of the six categories (Property included, DECISIONS.md point 11), tags, and the caption
 * and alt text in the primary language (each left as stored when not sent; empty clears it).
 */
export const assetUpdateSchema = z.object({
  name: singleLineText().pipe(
    z.string().min(1, assetTexts.nameRequired).max(limits.assetNameMaxLength, assetTexts.nameTooLong),
  ),
  category: assetCategorySchema,
  tags: z
    .array(assetTagSchema)
    .max(limits.assetTagsMax, assetTexts.tooManyTags)
    .transform((tags) => [...new Set(tags)]),
  caption: photoCaptionSchema.optional(),
  altText: photoAltTextSchema.optional(),
});
export type AssetUpdate = z.input<typeof assetUpdateSchema>;

/** Library filters: server-side, so the library stays fast with thousands of images. */
export const assetListQuerySchema = z.object({
  search: z.string().max(limits.assetSearchMaxLength).pipe(plainText).optional(),
  category: z.union([z.literal('all'), assetCategorySchema]).optional(),
  /** Comma-separated; an asset must carry every one, whatever its case. */
  tags: z
    .string()
    .max(2000)
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((tag) => tagInLowerCase(withoutControlCharacters(tag).trim()))
            .filter(Boolean)
        : [],
    ),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(60),
});
export type AssetListQuery = z.input<typeof assetListQuerySchema>;

/**
 * Why an asset's AI analysis fell back to the default category and no tags (DECISIONS.md point 24): the AI
 * service (or the user's AI limit) refused with 429, or it failed otherwise (an error, an unreadable answer).
 * With no AI service configured the built-in analysis runs instead; that is no fallback.
 */
export const analysisFallbacks = ['rate_limited', 'service_failed'] as const;
export type AnalysisFallback = (typeof analysisFallbacks)[number];

export interface AssetView {
  id: string;
  name: string;
  type: 'image';
  category: AssetCategory;
  tags: string[];
  /** The original, for full view. */
  url: string;
  /** WebP rendition for grids (about 400 px). */
  thumbUrl: string;
  /** WebP rendition for galleries (about 1600 px). */
  galleryUrl: string;
  /** Pixels of the original as shown, and its bytes. */
  width: number;
  height: number;
  size: number;
  /** The stored original could not be found (a storage failure, issue 32): its photo counts as 'file missing'. */
  originalMissing: boolean;
  createdAt: string;
  /** Set while the category and tags are defaults because the AI analysis failed; 'Analyse again' clears it. */
  analysisFallback: AnalysisFallback | null;
  /**
   * The caption and alt text in the hotel's primary language (issue 37, part 2), '' while none; typed in Edit
   * Asset or written by the AI analysis. Their other languages are the translations' (translations/schemas.ts).
   */
  caption: string;
  altText: string;
}

export interface AssetListResponse {
  assets: AssetView[];
  nextCursor: string | null;
  total: number;
}

export interface AssetUploadResponse {
  asset: AssetView;
  /** A visually near-identical image already in the library (re-export or resize); uploading is not blocked. */
  nearDuplicate: { id: string; name: string; thumbUrl: string } | null;
  /**
   * How the category and tags were chosen; `fallback` says why the defaults were used, else null. Null when the
   * photo came back from the trash: it keeps what its first upload chose.
   */
  analysis: { provider: 'openai' | 'builtin' | 'fallback'; fallback: AnalysisFallback | null } | null;
  /** The same file was in the trash and is back in the library with it (issue 31, point 4). */
  restoredFromTrash: boolean;
}

/** POST /api/hotels/:hotelId/assets/:assetId/analyse: the asset with its new category and tags. */
export interface AssetAnalyseResponse {
  asset: AssetView;
}

export { assetCategories };
