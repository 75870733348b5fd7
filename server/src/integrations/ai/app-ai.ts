import type { Config } from '../../config';
import type { RateCounters } from '../rate-limits/rate-counters';
import type { AiService } from './ai-service';
import { createAiService } from './create-ai-service';
import { AiCallLimiter, limitedForUser } from './user-limits';

/** The app's AI: one service and one set of per-user limits, shared by every feature through AppContext. */
export interface AppAi {
  service: AiService;
  limiter: AiCallLimiter;
  /** The service as the given user may call it: each call counts against their limits. */
  forUser(userId: string): AiService;
}

/**
 * Builds the app's AI once per app (app.ts), so every feature counts against the same limits; the counts are
 * the app's rate counters, shared by all processes on PostgreSQL.
 */
export function createAppAi(config: Config, counters: RateCounters): AppAi {
  const service = createAiService(config);
  const limiter = new AiCallLimiter(counters);
  return { service, limiter, forUser: (userId) => limitedForUser(service, limiter, userId) };
}
