import { useState } from 'react';

type Status = 'idle' | 'pending' | 'success' | 'error';

interface MutateCallbacks<TResult> {
  onSuccess?(result: TResult): void;
  onError?(error: unknown): void;
}

/**
 * A request sent from a public page (sign-in, sign-up, password reset, contact, newsletter), with the same
 * shape as TanStack Query's useMutation: `mutate`, `mutateAsync`, `isPending`, `isError`, `isSuccess`,
 * `error`. Public pages do not load TanStack Query, which only the signed-in app needs (docs/decisions/006);
 * the signed-in app keeps useMutation.
 */
export function usePublicMutation<TInput, TResult>(
  send: (input: TInput) => Promise<TResult>,
  options: { onSuccess?(result: TResult): unknown } = {},
) {
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<unknown>(null);
  async function mutateAsync(input: TInput): Promise<TResult> {
    setStatus('pending');
    setError(null);
    try {
      const result = await send(input);
      // Like useMutation, the request counts as pending until its follow-up (a session refresh) is done.
      await options.onSuccess?.(result);
      setStatus('success');
      return result;
    } catch (caught) {
      setError(caught);
      setStatus('error');
      throw caught;
    }
  }

  function mutate(input: TInput, callbacks: MutateCallbacks<TResult> = {}) {
    mutateAsync(input).then(
      (result) => callbacks.onSuccess?.(result),
      (caught: unknown) => callbacks.onError?.(caught),
    );
  }

  return {
    mutate,
    mutateAsync,
    error,
    isPending: status === 'pending',
    isError: status === 'error',
    isSuccess: status === 'success',
  };
}
