import type OpenAI from 'openai';
import type {
  ChatCompletion,
  ChatCompletionCreateParamsNonStreaming,
} from 'openai/resources/chat/completions';
import { hotelProfileSchema } from '@common/ai/hotel-profile';
import { aiLimits } from '@common/ai/limits';
import { aiTexts } from '@common/ai/texts';
import { AppError } from '../../../lib/app-error';
import { aiFailure, toAiError, type AiOperation } from '../ai-errors';
import type {
  AiService,
  DescriptionRequest,
  GeneratedTemplate,
  ImageAnalysis,
  ImageInput,
  RewriteRequest,
  TemplateSetRequest,
  TranslationRequest,
} from '../ai-service';
import type { AiSettings } from '../ai-settings';
import { parseImageAnalysis } from '../image-analysis-parsing';
import { routeInstruction } from '../instruction-routing';
import { toIsoDate } from '../iso-date';
import { pickTemplateImages } from '../relevance-score';
import { cutToSentence } from '../sentence-cut';
import { parseTemplateSet } from '../template-set-parsing';
import { TranslationError } from '../translation-error';
import { checkTranslationRequest } from '../translation-request';
import { toImageDataUrl } from './image-input';
import { descriptionMessages, imageAnalysisPrompt, rewriteMessages, templateSetMessages } from './prompts';
import { translationMessages } from './translation-prompt';
import { translationMaxTokens, translationOf, translationTimeoutMs } from './translation-reply';

// Sampling settings of spec part 2, section 7.
const descriptionParams = { temperature: 0.7, max_tokens: aiLimits.descriptionMaxTokens };
const rewriteParams = { temperature: 0.7, max_tokens: aiLimits.descriptionMaxTokens };
const imageParams = { temperature: 0.5, max_tokens: aiLimits.analysisMaxTokens };
// The spec's 150 tokens hold a category and tags; a caption and an alt text (up to 250 characters together, in
// any of the content languages) need room of their own.
const photoTextsMaxTokens = 150;
// The spec names no token cap for template sets; this one only stops a runaway reply.
const templateParams = { temperature: 0.7, max_tokens: 3000 };
// A translation follows its source: little room for the model's own ideas.
const translationTemperature = 0.3;
const maxAssetTagsInPrompt = 60;

/** The AI operations through any OpenAI-compatible chat completions API. */
export class OpenAiService implements AiService {
  readonly provider = 'openai' as const;
  readonly label: string;
  private client: Promise<OpenAI> | undefined;

  constructor(
    private readonly settings: AiSettings & { apiKey: string },
    private readonly now: () => Date,
  ) {
    this.label = aiTexts.openaiLabel(settings.model);
  }

  async generateDescriptions({ profile, target = { kind: 'hotel' }, language = 'de' }: DescriptionRequest) {
    const messages = descriptionMessages(hotelProfileSchema.parse(profile), target, language);
    const wanted = aiLimits.descriptionVariants;
    const variants: string[] = [];
    // Some compatible services (Ollama, for one) ignore `n` and answer once; ask again for what is missing.
    for (let attempt = 0; attempt < 2 && variants.length < wanted; attempt++) {
      const completion = await this.complete('description', {
        model: this.settings.model,
        messages,
        n: wanted - variants.length,
        ...descriptionParams,
      });
      for (const text of replies(completion))
        if (variants.length < wanted) variants.push(cutToSentence(text));
    }
    if (variants.length === 0) throw aiFailure('description', 'empty reply');
    return variants;
  }

  async rewrite({ text, instruction, context }: RewriteRequest) {
    if (!instruction.trim()) throw new AppError('validation', aiTexts.instructionRequired);
    const completion = await this.complete('rewrite', {
      model: this.settings.model,
      messages: rewriteMessages(routeInstruction(instruction), text, instruction.trim(), context),
      ...rewriteParams,
    });
    const suggestions = replies(completion);
    if (suggestions.length === 0) throw aiFailure('rewrite', 'empty reply');
    return suggestions;
  }

  async analyzeImage(image: ImageInput): Promise<ImageAnalysis> {
    let url: string;
    try {
      url = await toImageDataUrl(image);
    } catch (error) {
      throw toAiError(error, 'imageAnalysis', []);
    }
    const completion = await this.complete('imageAnalysis', {
      model: this.settings.visionModel,
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: imageAnalysisPrompt(image.language) },
            { type: 'image_url', image_url: { url, detail: 'low' } },
          ],
        },
      ],
      ...imageParams,
      ...(image.language ? { max_tokens: imageParams.max_tokens + photoTextsMaxTokens } : {}),
    });
    const [reply] = replies(completion);
    if (!reply) throw aiFailure('imageAnalysis', 'empty reply', aiTexts.noAnalysis);
    return parseImageAnalysis(reply);
  }

  async generateTemplateSet({ profile, assets, today, language = 'de', signal }: TemplateSetRequest) {
    const day = today ?? this.now();
    const assetTags = [...new Set(assets.flatMap((asset) => asset.tags))].slice(0, maxAssetTagsInPrompt);
    const completion = await this.complete(
      'templates',
      {
        model: this.settings.model,
        messages: templateSetMessages(hotelProfileSchema.parse(profile), toIsoDate(day), assetTags, language),
        ...templateParams,
      },
      { signal },
    );
    const drafts = parseTemplateSet(replies(completion)[0] ?? '', day);
    if (!drafts) throw aiFailure('templates', 'reply is not a template set', aiTexts.templatesUnparsable);
    return drafts.map((draft): GeneratedTemplate => ({ ...draft, ...pickTemplateImages(assets, draft) }));
  }

  async translate(request: TranslationRequest): Promise<string> {
    checkTranslationRequest(request);
    const maxTokens = translationMaxTokens(request.text);
    let completion: ChatCompletion;
    try {
      completion = await this.complete(
        'translation',
        {
          model: this.settings.model,
          messages: translationMessages(request),
          temperature: translationTemperature,
          max_tokens: maxTokens,
        },
        { signal: request.signal, timeout: translationTimeoutMs(this.settings.timeoutMs, maxTokens) },
      );
    } catch (error) {
      throw TranslationError.fromServiceError(toAiError(error, 'translation', [this.settings.apiKey]));
    }
    return translationOf(completion, request.text);
  }

  private async complete(
    operation: AiOperation,
    params: ChatCompletionCreateParamsNonStreaming,
    options: { signal?: AbortSignal | undefined; timeout?: number } = {},
  ) {
    try {
      const client = await this.openClient();
      return await client.chat.completions.create(params, options);
    } catch (error) {
      throw toAiError(error, operation, [this.settings.apiKey]);
    }
  }

  /** The SDK is imported at the first call rather than at start, so a server that never calls it never holds it. */
  private openClient(): Promise<OpenAI> {
    this.client ??= import('openai').then(
      ({ default: OpenAI }) =>
        new OpenAI({
          apiKey: this.settings.apiKey,
          baseURL: this.settings.baseUrl,
          timeout: this.settings.timeoutMs,
          maxRetries: this.settings.maxRetries,
          // The SDK would otherwise write warnings to the console; our errors go through the app's log.
          logLevel: 'off',
        }),
    );
    return this.client;
  }
}

/** The non-empty texts of a completion's choices. */
function replies(completion: ChatCompletion): string[] {
  return (completion.choices ?? [])
    .map((choice) => (typeof choice.message?.content === 'string' ? choice.message.content.trim() : ''))
    .filter((content) => content.length > 0);
}
