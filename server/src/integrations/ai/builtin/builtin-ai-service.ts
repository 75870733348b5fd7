import { contentLanguageSchema, hotelProfileSchema } from '@common/ai/hotel-profile';
import { aiTexts } from '@common/ai/texts';
import { translationTexts } from '@common/ai/translation-texts';
import { AppError } from '../../../lib/app-error';
import { aiFailure, toAiError } from '../ai-errors';
import type {
  AiService,
  DescriptionRequest,
  ImageAnalysis,
  ImageInput,
  RewriteRequest,
  TemplateSetRequest,
  TranslationRequest,
} from '../ai-service';
import { cutToSentence } from '../sentence-cut';
import { TranslationError } from '../translation-error';
import { checkTranslationRequest } from '../translation-request';
import { hotelDescriptions } from './hotel-descriptions';
import { analyzeImageLocally } from './image-analysis';
import { rewriteLocally } from './rewrite';
import { roomDescriptions } from './room-descriptions';
import { composeTemplateSet } from './template-sets';
import { withoutRepeatedSentences } from './unique-sentences';

/**
 * The rule-based generator used when no AI service is configured (DECISIONS.md point 4): deterministic,
 * offline, built from the hotel's own data; labelled so the UI can say so.
 */
export class BuiltinAiService implements AiService {
  readonly provider = 'builtin' as const;
  readonly label = aiTexts.builtinLabel;

  constructor(private readonly now: () => Date) {}

  async generateDescriptions({ profile, target = { kind: 'hotel' }, language = 'de' }: DescriptionRequest) {
    // Its phrases are German and English; a text in another language is not faked with one of them.
    const written = contentLanguageSchema.safeParse(language);
    if (!written.success) {
      const message = aiTexts.builtinLanguageUnsupported;
      throw new AppError('validation', message, { fields: { language: message } });
    }
    const hotel = hotelProfileSchema.parse(profile);
    const variants =
      target.kind === 'room'
        ? roomDescriptions(hotel, target.room, written.data)
        : hotelDescriptions(hotel, written.data);
    return variants.map((variant) => cutToSentence(withoutRepeatedSentences(variant)));
  }

  async rewrite({ text, instruction, context }: RewriteRequest) {
    if (!instruction.trim()) throw new AppError('validation', aiTexts.instructionRequired);
    const result = rewriteLocally(text, instruction, context);
    if (!result) throw new AppError('validation', aiTexts.builtinNeedsText);
    return [result];
  }

  async analyzeImage(image: ImageInput): Promise<ImageAnalysis> {
    try {
      return await analyzeImageLocally(image);
    } catch (error) {
      // sharp refuses bytes that are no image (or too many pixels); that is the analysis failing.
      throw toAiError(error, 'imageAnalysis', []);
    }
  }

  async generateTemplateSet({ profile, assets, today, language = 'de' }: TemplateSetRequest) {
    const templates = composeTemplateSet(
      hotelProfileSchema.parse(profile),
      assets,
      today ?? this.now(),
      language,
    );
    if (templates.length === 0) throw aiFailure('templates', 'no occasions found');
    return templates;
  }

  /**
   * Rules and phrases cannot carry a hotel's own text into another language, and the source text is no
   * translation (issue 37): the text stays missing, and the user is told why. A request no service could answer
   * is refused as such first, so a route answers the same 400 whichever service is configured.
   */
  async translate(request: TranslationRequest): Promise<string> {
    checkTranslationRequest(request);
    throw new TranslationError('notConfigured', {
      code: 'serviceUnavailable',
      message: translationTexts.notConfigured,
      options: { detail: 'ai translation: the built-in generator cannot translate' },
    });
  }
}
