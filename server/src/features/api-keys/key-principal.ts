import type { FastifyRequest } from 'fastify';
import type { ApiKeyPrincipal } from '../../http/fastify-types';
import { notFound, unauthenticated } from '../../lib/app-error';

/** The key behind an /api/v1 request (the door has already refused requests without a working one). */
export function currentApiKey(request: FastifyRequest): ApiKeyPrincipal {
  if (!request.apiKey) throw unauthenticated();
  return request.apiKey;
}

/**
 * The key's principal when the key may read this hotel; 404 otherwise, exactly as for a hotel that does not
 * exist, so a key cannot learn which ids are other people's hotels.
 */
export function requireKeyHotel(request: FastifyRequest, hotelId: string): ApiKeyPrincipal {
  const principal = currentApiKey(request);
  if (!principal.hotelIds.includes(hotelId)) throw notFound();
  return principal;
}
