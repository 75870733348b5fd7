import { useMutation } from '@tanstack/react-query';
import type { AlpineBitsHandshakeResponse, TestAlpineBitsInput } from '@common/alpinebits/schemas';
import { apiRequest } from '@web/lib/api-client';
import { alpineBitsPath } from './alpinebits-keys';

/**
 * 'Test connection': the handshake with the form's values (an empty password: the stored one). Nothing is saved;
 * a failure is a 400 with the reason in plain words.
 */
export const testAlpineBits = (hotelId: string, input: TestAlpineBitsInput) =>
  apiRequest<AlpineBitsHandshakeResponse>(`${alpineBitsPath(hotelId)}/handshake`, {
    method: 'POST',
    body: input,
  }).then((answer) => answer.handshake);

export const useTestAlpineBits = (hotelId: string) =>
  useMutation({ mutationFn: (input: TestAlpineBitsInput) => testAlpineBits(hotelId, input) });
