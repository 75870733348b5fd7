import { z } from 'zod';
import { templateCategories } from '../ai/generated-template';
import { languageCodeSchema, type LanguageCode } from '../languages/content-languages';
import { limits } from '../limits';
import { withoutControlCharacters, withoutLineBreakingControlCharacters } from '../text';
import { isValidIsoDate } from './date-range';
import { templateTexts } from './texts';

/**
 * Templates of a hotel (spec part 2, sections 2-5 and 7; DECISIONS.md 15). Routes:
 *   GET    /api/hotels/:hotelId/templates                       TemplateListView (published first, newest first)
 *   POST   /api/hotels/:hotelId/templates          TemplateInput  -> { template: TemplateView } (201)
 *   GET    /api/hotels/:hotelId/templates/:templateId            { template: TemplateView }
 *   PUT    /api/hotels/:hotelId/templates/:templateId  TemplateInput -> { template: TemplateView }
 *   DELETE /api/hotels/:hotelId/templates/:templateId            204
 *   POST   /api/hotels/:hotelId/templates/generate   { language? } -> TemplateGenerationResponse (202)
 *   GET    /api/hotels/:hotelId/templates/generations/:generationId   TemplateGenerationResponse
 *   GET    /api/hotels/:hotelId/templates/active?templateId=     { template: TemplateView } (content page; id required)
 *   PUT    /api/hotels/:hotelId/templates/:templateId/content   TemplateContentSave -> { template: TemplateView }
 *   GET    /api/hotels/:hotelId/calendar-templates              CalendarTemplatesView
 *   GET    /api/public/templates/:templateId?lang=it            PublicTemplatePreview (published only, else 404; in
 *                                                                the language asked for, else the visitor's
 *                                                                Accept-Language, else the primary one)
 */

/** Stored categories: the three of the editor, and 'default', which the import's template carries and keeps. */
export const storedTemplateCategories = [...templateCategories, 'default'] as const;
export const storedTemplateCategorySchema = z.enum(storedTemplateCategories);
export type StoredTemplateCategory = z.infer<typeof storedTemplateCategorySchema>;
/** New templates start as events (spec part 2, section 4 "Template lifecycle"). */
export const defaultTemplateCategory = 'event' satisfies StoredTemplateCategory;

const plainText = z.string().transform((text) => withoutControlCharacters(text).trim());
const longText = z.string().transform((text) => withoutLineBreakingControlCharacters(text));

const isoDateOrNull = z
  .string()
  .refine(isValidIsoDate, templateTexts.invalidDate)
  .nullable()
  .optional()
  .transform((value) => value ?? null);

/** Tags are trimmed; empty ones are ignored and repeats kept once (spec part 2, section 5). */
const tagList = z
  .array(z.string().max(limits.templateTagMaxLength * 4, templateTexts.tagTooLong))
  .max(limits.templateTagsMax * 4, templateTexts.tooManyTags(limits.templateTagsMax))
  .transform((tags) => [
    ...new Set(tags.map((tag) => withoutControlCharacters(tag).trim()).filter((tag) => tag !== '')),
  ])
  .pipe(
    z
      .array(z.string().max(limits.templateTagMaxLength, templateTexts.tagTooLong))
      .max(limits.templateTagsMax, templateTexts.tooManyTags(limits.templateTagsMax)),
  );

// Any id the database's uuid type holds (z.guid), as in the gallery schemas.
const imageIds = z
  .array(z.guid(templateTexts.unknownImage))
  .max(limits.templateImagesMax, templateTexts.tooManyImages(limits.templateImagesMax))
  .refine((ids) => new Set(ids).size === ids.length, templateTexts.imageTwice);

/**
 * What the editor saves (POST and PUT). `imageIds` in display order; `coverId` one of them (null: the first).
 * The stored order always starts with the cover (cover rules). `contentDescription` is the template's own
 * guest-facing text, the editor's 'Offer text' (stored as content.description): the public preview shows it
 * with the template's dates above the hotel's description, and the content page edits it in template mode.
 * Left out, an existing template keeps its own.
 */
export const templateInputSchema = z
  .object({
    name: plainText.pipe(
      z
        .string()
        .min(1, templateTexts.nameRequired)
        .max(limits.templateNameMaxLength, templateTexts.nameTooLong),
    ),
    description: longText
      .pipe(z.string().max(limits.templateUsageMaxChars, templateTexts.usageTooLong))
      .optional()
      .default(''),
    category: storedTemplateCategorySchema.optional().default(defaultTemplateCategory),
    startDate: isoDateOrNull,
    endDate: isoDateOrNull,
    tags: tagList.optional().default([]),
    imageIds: imageIds.optional().default([]),
    coverId: z.guid(templateTexts.unknownImage).nullable().optional().default(null),
    isPublished: z.boolean().optional().default(false),
    contentDescription: longText
      .pipe(z.string().max(limits.descriptionMaxChars, templateTexts.offerTextTooLong))
      .optional(),
  })
  .refine((value) => !value.startDate || !value.endDate || value.endDate >= value.startDate, {
    message: templateTexts.endBeforeStart,
    path: ['endDate'],
  })
  .refine((value) => value.coverId === null || value.imageIds.includes(value.coverId), {
    message: templateTexts.coverNotInImages,
    path: ['coverId'],
  });
export type TemplateInput = z.input<typeof templateInputSchema>;
export type TemplateValues = z.output<typeof templateInputSchema>;

/** 'Im Template speichern' on the content page: the description shown and the hotel gallery's images. */
export const templateContentSaveSchema = z.object({
  description: longText.pipe(z.string().max(limits.descriptionMaxChars, templateTexts.descriptionTooLong)),
  imageIds: imageIds,
});
export type TemplateContentSave = z.input<typeof templateContentSaveSchema>;

export const templateGenerateSchema = z.object({ language: z.enum(['de', 'en']).optional().default('de') });

/**
 * The content page names the template it edits: without one it edits the hotel's own content, so the server
 * no longer picks a template for it (issue 31, point 3).
 */
export const activeTemplateQuerySchema = z.object({
  templateId: z
    .string({ error: templateTexts.templateIdRequired })
    .trim()
    .min(1, templateTexts.templateIdRequired)
    .max(100),
});

/** A template's image as the list and the editor show it (a list of 500 templates stays small). */
export interface TemplateImageView {
  assetId: string;
  name: string;
  isCover: boolean;
  /** WebP rendition for grids (about 400 px). */
  thumbUrl: string;
  /** WebP rendition for galleries (about 1600 px): the card's cover stays sharp on a phone. */
  galleryUrl: string;
}

export interface TemplateView {
  id: string;
  name: string;
  /** The editor's 'Usage'. */
  description: string;
  category: StoredTemplateCategory;
  /** The template's own guest-facing text (the editor's 'Offer text'), which the content page edits in template mode. */
  content: { description: string };
  tags: string[];
  startDate: string | null;
  endDate: string | null;
  isPublished: boolean;
  coverId: string | null;
  /** Cover first, then in display order. */
  images: TemplateImageView[];
  createdAt: string;
  updatedAt: string;
}

/**
 * A template as the list shows it: without the content it supplies to the content page, and with its cover as
 * its only image (`images` holds the cover or nothing; `imageCount` says how many it has). The editor reads the
 * whole template (GET .../templates/:templateId). A list of 500 templates of 8 images stays small.
 */
export type TemplateSummaryView = Omit<TemplateView, 'content'> & { imageCount: number };

export interface TemplateListView {
  templates: TemplateSummaryView[];
}

export type TemplateGenerationStatus = 'running' | 'succeeded' | 'failed';

/**
 * A run of 'Generate Templates': it runs as a job (docs/decisions/016), so the start answers it running and the
 * client asks again until it has succeeded or failed.
 */
export interface TemplateGenerationView {
  id: string;
  status: TemplateGenerationStatus;
  /** The drafts it wrote, once it has succeeded (any deleted since are left out). */
  templates: TemplateView[];
  /** Which generator wrote them, and its label (the built-in one says so); null until it has succeeded. */
  provider: string | null;
  label: string | null;
  /** Why it failed, in the user's words; null unless it failed. */
  error: string | null;
  startedAt: string;
}

export interface TemplateGenerationResponse {
  generation: TemplateGenerationView;
}

/** What the calendar needs of each template: every template of the hotel, newest first. */
export interface CalendarTemplateView {
  id: string;
  name: string;
  startDate: string | null;
  endDate: string | null;
  isPublished: boolean;
}
export interface CalendarTemplatesView {
  templates: CalendarTemplateView[];
}

export interface PreviewImageView {
  id: string;
  /** The image described by what it shows of (hotel or room) and its place: not the asset's (file) name. */
  alt: string;
  thumbUrl: string;
  galleryUrl: string;
}
export interface PreviewFeatureGroupView {
  id: string;
  name: string;
  features: { id: string; name: string }[];
}
export interface PreviewRoomView {
  id: string;
  name: string;
  type: string;
  coverThumbUrl: string | null;
  description: string;
  images: PreviewImageView[];
  features: PreviewFeatureGroupView[];
}

/**
 * `?lang=` of the public preview: one of the content languages (an unknown code answers 400 naming `lang`); one
 * the hotel does not serve shows its primary language. Left out, the visitor's Accept-Language chooses.
 */
export const publicPreviewQuerySchema = z.object({ lang: languageCodeSchema.optional() });

/**
 * The public preview (GET /api/public/templates/:templateId): only what the page shows. Images are the
 * template's, else the hotel gallery's, at most 8, cover first. The template's offer text and dates come above
 * the hotel's own description, which is always shown. Every text is in `language` where the hotel has it in that
 * language, else in the primary one (issue 37, part 5).
 */
export interface PublicTemplatePreview {
  /** The language the texts are shown in: one of `languages`. */
  language: LanguageCode;
  /** The languages the hotel serves, in list order, the primary among them: the page's menu and hreflang links. */
  languages: LanguageCode[];
  template: {
    id: string;
    name: string;
    /** The template's own guest-facing text ('' when it has none). */
    offerText: string;
    startDate: string | null;
    endDate: string | null;
  };
  hotel: { name: string; address: string | null; description: string };
  images: PreviewImageView[];
  facilities: PreviewFeatureGroupView[];
  policies: PreviewFeatureGroupView[];
  rooms: PreviewRoomView[];
}
