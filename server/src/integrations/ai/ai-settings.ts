import type { Config } from '../../config';

/** How the AI module is configured (README, "Configuration": OPENAI_*). */
export interface AiSettings {
  apiKey: string | undefined;
  /** An OpenAI-compatible API (OpenAI, Azure, Ollama, vLLM...); the SDK's default when unset. */
  baseUrl: string | undefined;
  model: string;
  visionModel: string;
  timeoutMs: number;
  /** The SDK retries connection errors, 408, 409, 429 and 5xx this many times. */
  maxRetries: number;
}

export const defaultModel = 'gpt-4o-mini';
export const defaultTimeoutMs = 30_000;
// Small, so a struggling service costs the user at most about two timeouts rather than a long wait.
export const defaultMaxRetries = 1;

/** Reads the AI settings from the checked environment; tests may shorten the timeout or retries. */
export function aiSettingsFromConfig(
  config: Pick<Config, 'raw'>,
  overrides: Partial<Pick<AiSettings, 'timeoutMs' | 'maxRetries'>> = {},
): AiSettings {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_VISION_MODEL } = config.raw;
  const model = OPENAI_MODEL ?? defaultModel;
  return {
    apiKey: OPENAI_API_KEY,
    baseUrl: OPENAI_BASE_URL,
    model,
    visionModel: OPENAI_VISION_MODEL ?? model,
    timeoutMs: overrides.timeoutMs ?? defaultTimeoutMs,
    maxRetries: overrides.maxRetries ?? defaultMaxRetries,
  };
}
