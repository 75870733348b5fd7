import type { Config } from '../../config';
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

/** Builds the app's AI once per app (app.ts), so every feature counts against the same limits. */
export function createAppAi(config: Config): AppAi {
  const service = createAiService(config);
  const limiter = new AiCallLimiter();
  return { service, limiter, forUser: (userId) => limitedForUser(service, limiter, userId) };
}
