import type { NewsletterSignup } from '@common/contact/schemas';
import { apiRequest } from '@web/lib/api-client';
import { usePublicMutation } from '@web/lib/public-mutation';

/** The landing page's e-mail forms: the server stores the address and tells support (DECISIONS.md point 6). */
export const subscribeToNews = (input: NewsletterSignup) =>
  apiRequest<{ ok: true }>('/api/newsletter', { method: 'POST', body: input, allowUnauthenticated: true });

export const useSubscribeToNews = () => usePublicMutation(subscribeToNews);
