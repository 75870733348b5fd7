import { aiTexts } from '@common/ai/texts';
import { AppError } from '../../lib/app-error';
import type { RateCounters } from '../rate-limits/rate-counters';
import type { AiService } from './ai-service';

export type AiCallKind = 'text' | 'image' | 'translation';

export type AiCallLimits = Record<AiCallKind, { max: number; windowMs: number }>;

const tenMinutes = 10 * 60_000;

/**
 * Per user: 30 text generations (descriptions, assistant, template sets), 120 image analyses and 500 translations
 * per ten minutes. Images have their own budget because every uploaded photo is analysed, and a batch upload must
 * not use up the writing assistant; translations have theirs because one text is one call, and 'Translate all
 * missing' for a hotel of 40 rooms into 5 languages is 400 of them (each room's name and description). The ten
 * minutes are a fixed window started by the user's first call (rate-counters.ts), no longer a sliding one: around
 * a window's end a user can make up to twice the calls.
 */
export const defaultAiCallLimits: AiCallLimits = {
  text: { max: 30, windowMs: tenMinutes },
  image: { max: 120, windowMs: tenMinutes },
  translation: { max: 500, windowMs: tenMinutes },
};

/**
 * Counts AI calls per signed-in user (DECISIONS.md point 4) in the shared counters, so the limits hold across
 * all app processes, and refuses those over the limit with 429.
 */
export class AiCallLimiter {
  constructor(
    private readonly counters: RateCounters,
    private readonly limits: AiCallLimits = defaultAiCallLimits,
  ) {}

  /** Records one call of the user, or throws 'Rate limit exceeded. Please try again later.' */
  async take(userId: string, kind: AiCallKind): Promise<void> {
    const { max, windowMs } = this.limits[kind];
    const { hits, msLeft } = await this.counters.hit(`ai ${kind}|${userId}`, windowMs);
    if (hits > max) {
      throw new AppError('rateLimited', aiTexts.rateLimited, {
        detail: `ai ${kind} limit reached; next call in ${Math.ceil(msLeft / 1000)} s`,
      });
    }
  }
}

/** The same service, with every call counted against the user's limits first. */
export function limitedForUser(service: AiService, limiter: AiCallLimiter, userId: string): AiService {
  return {
    provider: service.provider,
    label: service.label,
    generateDescriptions: async (request) => {
      await limiter.take(userId, 'text');
      return service.generateDescriptions(request);
    },
    rewrite: async (request) => {
      await limiter.take(userId, 'text');
      return service.rewrite(request);
    },
    analyzeImage: async (image) => {
      await limiter.take(userId, 'image');
      return service.analyzeImage(image);
    },
    generateTemplateSet: async (request) => {
      await limiter.take(userId, 'text');
      return service.generateTemplateSet(request);
    },
    translate: async (request) => {
      await limiter.take(userId, 'translation');
      return service.translate(request);
    },
  };
}
