import { textWith } from '../messages/text-with';
import { apiKeyLimits } from './limits';

/**
 * What the server answers about API keys: the /api/v1 door's refusals (http/ and features/api-keys/) and the
 * Settings tab's validation. The tab's own words are in the web's apiKeys catalogue.
 */
export const apiKeyTexts = {
  // The /api/v1 door
  missing: 'An API key is required. Send it in the Authorization header: Bearer <key>.',
  invalid: 'The API key is not valid, has expired or was revoked.',
  inQueryString:
    'API keys are not accepted in the URL, where logs and browser histories keep them. Send the key in the Authorization header: Bearer <key>.',
  rateLimited: textWith('Too many requests with this API key. Retry in {seconds} seconds.', 'seconds'),
  // The Settings tab
  notFound: 'API key not found',
  nameRequired: 'Please enter a name for the key',
  nameTooLong: `The name can be at most ${apiKeyLimits.nameMaxLength} characters long`,
  hotelsRequired: 'Please choose at least one hotel the key may read',
  duplicateHotel: 'Each hotel can be chosen only once',
  invalidExpiry: 'Please enter a real date and time for the expiry',
  expiryInPast: 'The expiry must be in the future',
  tooManyKeys: `You can have at most ${apiKeyLimits.keysPerUser} active API keys. Revoke one you no longer need first.`,
} as const;
