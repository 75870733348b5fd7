import { useMutation } from '@tanstack/react-query';
import type { NewsletterSignup } from '@common/contact/schemas';
import { apiRequest } from '@web/lib/api-client';

/** The landing page's e-mail forms: the server stores the address and tells support (DECISIONS.md point 6). */
export const subscribeToNews = (input: NewsletterSignup) =>
  apiRequest<{ ok: true }>('/api/newsletter', { method: 'POST', body: input, allowUnauthenticated: true });

export const useSubscribeToNews = () => useMutation({ mutationFn: subscribeToNews });
