import { webhookLimits } from './limits';

/**
 * What the server answers about an API key's webhook (issue 34, point 5). The dialog's own words are in the web's
 * webhooks catalogue.
 */
export const contentWebhookTexts = {
  urlRequired: 'Please enter the webhook URL',
  urlTooLong: `The webhook URL can be at most ${webhookLimits.urlMaxLength} characters long`,
  urlInvalid: 'Please enter a complete URL, such as https://example.com/webhooks/hotel-content',
  urlNotHttps: 'The webhook URL must start with https://',
  urlNotPublic: 'The webhook URL must point to a public address on the internet, not a private or local one',
  urlUnresolved: 'The host of the webhook URL could not be found. Please check the address.',
  notFound: 'This API key has no webhook',
  keyRevoked: 'This API key was revoked: its webhook cannot be changed or tested',
  secretUnreadable:
    'The signing secret of this webhook can no longer be read (the server key changed). Roll the secret to send events again.',
  tooManyTests: 'Too many test events. Please wait a minute before sending another.',
} as const;
