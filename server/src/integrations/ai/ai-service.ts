import type { GeneratedTemplate } from '@common/ai/generated-template';
import type { ContentLanguage, HotelProfileInput, RoomProfile } from '@common/ai/hotel-profile';
import type { LanguageCode } from '@common/languages/content-languages';
import type { AiProvider, RewriteContext } from '@common/ai/schemas';
import type { TranslatableTextKind } from '@common/ai/translation';
import type { ImageAnalysis } from './image-analysis-parsing';
import type { CandidateAsset } from './relevance-score';

export type { AiProvider, CandidateAsset, GeneratedTemplate, ImageAnalysis };

/** Whose description is written: the hotel's, or one of its rooms'. */
export type DescriptionTarget = { kind: 'hotel' } | { kind: 'room'; room: RoomProfile };

export interface DescriptionRequest {
  profile: HotelProfileInput;
  /** Defaults to the hotel. */
  target?: DescriptionTarget;
  /**
   * Defaults to German. Any content language (issue 37); the built-in generator writes German and English only
   * and refuses the others.
   */
  language?: LanguageCode;
}

export interface RewriteRequest {
  text: string;
  instruction: string;
  context?: RewriteContext;
}

/** An image as uploaded: its bytes travel with the request, so the service needs no access to our files. */
export interface ImageInput {
  bytes: Uint8Array;
  mimeType: string;
  /** The original file name; its words hint at the category. */
  fileName?: string;
  /**
   * The language to write the photo's caption and alt text in (the hotel's primary language, issue 37); without
   * one, none are asked for.
   */
  language?: LanguageCode;
}

export interface TemplateSetRequest {
  profile: HotelProfileInput;
  /** The hotel's assets to choose template images from. */
  assets: readonly CandidateAsset[];
  /** The day the set is planned from; defaults to the service's clock. */
  today?: Date;
  /** Defaults to German. */
  language?: ContentLanguage;
  /** Cancels the call (the job running it was told to stop). */
  signal?: AbortSignal;
}

/** One text to translate from one content language into another (issue 37, part 3). */
export interface TranslationRequest {
  text: string;
  from: LanguageCode;
  to: LanguageCode;
  /** What the text is, so a name stays short and an alt text plain. */
  kind: TranslatableTextKind;
  /** Cancels the call (the job running it was told to stop). */
  signal?: AbortSignal;
}

/**
 * The AI operations of the product (spec part 2, sections 5, 7 and 9). Two implementations: an
 * OpenAI-compatible service, and the built-in rule-based generator used when no key is configured
 * (DECISIONS.md point 4). Failures are AppErrors carrying the spec's texts.
 */
export interface AiService {
  readonly provider: AiProvider;
  /** How the UI names the generator, e.g. 'Built-in text helper, no AI service set up'. */
  readonly label: string;
  /** Two description variants, each at most 4000 characters ending on a full sentence. */
  generateDescriptions(request: DescriptionRequest): Promise<string[]>;
  /** The writing assistant: suggestions for the text, the first is the one to use. */
  rewrite(request: RewriteRequest): Promise<string[]>;
  /**
   * A category among the six asset categories and a few tags for an image; the OpenAI-compatible service also
   * writes a caption and an alt text in `image.language` (the built-in generator writes none).
   */
  analyzeImage(image: ImageInput): Promise<ImageAnalysis>;
  /** Three to five unpublished templates, each with up to 8 relevance-chosen images, the first as cover. */
  generateTemplateSet(request: TemplateSetRequest): Promise<GeneratedTemplate[]>;
  /**
   * The text in the language `to`, and nothing else. Every failure is a TranslationError saying why
   * (translation-error.ts); the built-in generator cannot translate and always fails with 'notConfigured'.
   */
  translate(request: TranslationRequest): Promise<string>;
}
