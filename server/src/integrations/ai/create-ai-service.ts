import type { Config } from '../../config';
import type { AiService } from './ai-service';
import { aiSettingsFromConfig, type AiSettings } from './ai-settings';
import { BuiltinAiService } from './builtin/builtin-ai-service';
import { OpenAiService } from './openai/openai-ai-service';

export interface CreateAiServiceOptions extends Partial<Pick<AiSettings, 'timeoutMs' | 'maxRetries'>> {
  /** The clock template sets are planned from; injectable so tests are stable. */
  now?: () => Date;
}

/**
 * The AI service this installation uses: the OpenAI-compatible one when OPENAI_API_KEY is set, otherwise
 * the built-in generator (README, "Configuration").
 */
export function createAiService(
  config: Pick<Config, 'raw'>,
  options: CreateAiServiceOptions = {},
): AiService {
  const { now = () => new Date(), ...overrides } = options;
  const settings = aiSettingsFromConfig(config, overrides);
  if (settings.apiKey) return new OpenAiService({ ...settings, apiKey: settings.apiKey }, now);
  return new BuiltinAiService(now);
}
