import { aiTexts } from '@common/ai/texts';
import { AppError } from '../../lib/app-error';
import type { AiService } from './ai-service';
import { SlidingWindowLimiter, type SlidingWindowOptions } from './sliding-window-limiter';

export type AiCallKind = 'text' | 'image';

export type AiCallLimits = Record<AiCallKind, Omit<SlidingWindowOptions, 'now'>>;

const tenMinutes = 10 * 60_000;

/**
 * Per user: 30 text generations (descriptions, assistant, template sets) and 120 image analyses in any ten
 * minutes. Images have their own budget because every uploaded photo is analysed, and a batch upload must
 * not use up the writing assistant.
 */
export const defaultAiCallLimits: AiCallLimits = {
  text: { max: 30, windowMs: tenMinutes },
  image: { max: 120, windowMs: tenMinutes },
};

/** Counts AI calls per signed-in user (DECISIONS.md point 4) and refuses those over the limit with 429. */
export class AiCallLimiter {
  private readonly windows: Record<AiCallKind, SlidingWindowLimiter>;

  constructor(limits: AiCallLimits = defaultAiCallLimits, now?: () => number) {
    this.windows = {
      text: new SlidingWindowLimiter({ ...limits.text, now }),
      image: new SlidingWindowLimiter({ ...limits.image, now }),
    };
  }

  /** Records one call of the user, or throws 'Rate limit exceeded. Please try again later.' */
  take(userId: string, kind: AiCallKind): void {
    const waitMs = this.windows[kind].take(userId);
    if (waitMs > 0) {
      throw new AppError('rateLimited', aiTexts.rateLimited, {
        detail: `ai ${kind} limit reached; next call in ${Math.ceil(waitMs / 1000)} s`,
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
      limiter.take(userId, 'text');
      return service.generateDescriptions(request);
    },
    rewrite: async (request) => {
      limiter.take(userId, 'text');
      return service.rewrite(request);
    },
    analyzeImage: async (image) => {
      limiter.take(userId, 'image');
      return service.analyzeImage(image);
    },
    generateTemplateSet: async (request) => {
      limiter.take(userId, 'text');
      return service.generateTemplateSet(request);
    },
  };
}
