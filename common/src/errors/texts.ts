import { textWith } from '../messages/text-with';

/** The answers every route may give, whatever its feature (server/src/http/, lib/app-error.ts). */
export const httpTexts = {
  notFound: 'Not found',
  signInRequired: 'Please sign in to continue.',
  otherSite: 'This request is not allowed from another site.',
  multipartRequired: 'Please send the file as multipart/form-data.',
  tooLarge: 'The request is too large.',
  unsupportedContentType: 'Unsupported content type.',
  invalidJson: 'The request body is not valid JSON.',
  tooDeeplyNested: textWith('The request body is nested too deeply (at most {max} levels).', 'max'),
  unstorableValue: 'The request contains a value that cannot be stored.',
  notProcessed: 'The request could not be processed.',
  notAllowedCharacters: 'The input contains characters that are not allowed.',
  controlCharacters: 'Line breaks and other control characters are not allowed here.',
  internal: 'Something went wrong. Please try again.',
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  /** @fastify/rate-limit's own words for a route's limit ('retry in 15 minutes'), kept as users have read them. */
  rateLimited: textWith('Rate limit exceeded, retry in {after}', 'after'),
} as const;
