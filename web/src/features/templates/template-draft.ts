import {
  addImage,
  removeImage,
  setCover,
  withCoverFirst,
  type GalleryItem,
} from '@common/galleries/cover-rules';
import {
  defaultTemplateCategory,
  type StoredTemplateCategory,
  type TemplateInput,
  type TemplateView,
} from '@common/templates/schemas';
import { defaultEndDate } from '@common/templates/date-range';
import { withTypedTag } from '@web/lib/tags/with-typed-tag';
import type { PickedTemplateImage } from './picker-slot';

export interface DraftImage extends GalleryItem {
  name: string;
  thumbUrl: string;
}

/** What the editor holds while the user edits: dates as the date inputs hold them ('' when empty). */
export interface TemplateDraft {
  name: string;
  description: string;
  /** The template's own guest-facing text ('Offer text'; stored as content.description). */
  offerText: string;
  category: StoredTemplateCategory;
  startDate: string;
  endDate: string;
  tags: string[];
  /** Cover first (cover rules). */
  images: DraftImage[];
  isPublished: boolean;
}

export const emptyDraft: TemplateDraft = {
  name: '',
  description: '',
  offerText: '',
  category: defaultTemplateCategory,
  startDate: '',
  endDate: '',
  tags: [],
  images: [],
  isPublished: false,
};

/** A saved template as the editor starts from it. */
export function draftOf(template: TemplateView | null): TemplateDraft {
  if (!template) return emptyDraft;
  const images = template.images.map((image) => ({
    assetId: image.assetId,
    isCover: image.isCover,
    name: image.name,
    thumbUrl: image.thumbUrl,
  }));
  return {
    name: template.name,
    description: template.description,
    offerText: template.content.description,
    category: template.category,
    startDate: template.startDate ?? '',
    endDate: template.endDate ?? '',
    tags: template.tags,
    // The cover leads; a template saved without one takes its first image (cover rules).
    images: withCoverFirst(setCover(images, template.coverId ?? '')),
    isPublished: template.isPublished,
  };
}

/**
 * A new start date; with no end date yet, the end is proposed as the start plus 30 days (spec part 2,
 * section 5), so the user sees the range the template will have.
 */
export function withStartDate(draft: TemplateDraft, startDate: string, today: string): TemplateDraft {
  const proposeEnd = draft.endDate === '' && startDate !== '';
  return { ...draft, startDate, endDate: proposeEnd ? defaultEndDate(startDate, today) : draft.endDate };
}

/**
 * A tag added with Enter, or typed without it when saving: trimmed; an empty one or one already there (ignoring
 * case) changes nothing.
 */
export function withTag(draft: TemplateDraft, typed: string): TemplateDraft {
  const tags = withTypedTag(draft.tags, typed);
  return tags === draft.tags ? draft : { ...draft, tags };
}

export const withoutTag = (draft: TemplateDraft, tag: string): TemplateDraft => ({
  ...draft,
  tags: draft.tags.filter((other) => other !== tag),
});

/** An image from the picker; the first image added becomes the cover. */
export function withImage(draft: TemplateDraft, picked: PickedTemplateImage): TemplateDraft {
  const image: DraftImage = {
    assetId: picked.id,
    isCover: false,
    name: picked.name ?? '',
    thumbUrl: picked.thumbUrl ?? picked.url ?? '',
  };
  return { ...draft, images: addImage(draft.images, image) };
}

/** Removing the cover makes the first remaining image the cover. */
export const withoutImage = (draft: TemplateDraft, assetId: string): TemplateDraft => ({
  ...draft,
  images: removeImage(draft.images, assetId),
});

/** Setting a cover moves that image to the front. */
export const withCover = (draft: TemplateDraft, assetId: string): TemplateDraft => ({
  ...draft,
  images: setCover(draft.images, assetId),
});

/**
 * What the editor saves in one request. With no end date the template runs from its start (or today) for 30
 * days (spec part 2, section 5); the cover is the first image.
 */
export function inputOf(draft: TemplateDraft, today: string): TemplateInput {
  const startDate = draft.startDate === '' ? null : draft.startDate;
  return {
    name: draft.name,
    description: draft.description,
    contentDescription: draft.offerText,
    category: draft.category,
    startDate,
    endDate: draft.endDate === '' ? defaultEndDate(startDate, today) : draft.endDate,
    tags: draft.tags,
    imageIds: draft.images.map((image) => image.assetId),
    coverId: draft.images[0]?.assetId ?? null,
    isPublished: draft.isPublished,
  };
}
