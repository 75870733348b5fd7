import type { ContactMessage } from '@common/contact/schemas';
import { apiRequest } from '@web/lib/api-client';
import { usePublicMutation } from '@web/lib/public-mutation';

/** The contact form: the server stores the message and mails it to support (DECISIONS.md point 6). */
export const sendContactMessage = (input: ContactMessage) =>
  apiRequest<{ ok: true }>('/api/contact', { method: 'POST', body: input, allowUnauthenticated: true });

export const useSendContactMessage = () => usePublicMutation(sendContactMessage);
