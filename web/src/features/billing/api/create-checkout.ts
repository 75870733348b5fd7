import type { CheckoutOrigin } from '@common/billing/schemas';
import { apiRequest } from '@web/lib/api-client';

export interface CreateCheckoutInput {
  planId: string;
  /** Decides where the browser comes back to after paying or canceling. */
  from: CheckoutOrigin;
  hotelId?: string | null;
}

/**
 * Asks the server for a checkout session. A 401 is an answer here ('Benutzer muss angemeldet sein, ...'),
 * shown to the user, rather than a reason to leave the page.
 */
export const createCheckout = ({ planId, from, hotelId }: CreateCheckoutInput) =>
  apiRequest<{ url?: string | null }>('/api/checkout', {
    method: 'POST',
    // An empty hotel id is dropped (spec part 1, section 5).
    body: hotelId ? { planId, from, hotelId } : { planId, from },
    allowUnauthenticated: true,
  });
