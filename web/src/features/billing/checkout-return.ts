/** How the browser comes back from a checkout (spec part 1, sections 2 and 9). */
export type CheckoutReturn = { kind: 'success'; sessionId: string } | { kind: 'canceled' };

// The dashboard receives success=true / canceled=true, the payment settings status=success / status=cancel
// (and success=true too); both pages understand every form.
const returnParams = ['success', 'canceled', 'status', 'session_id'];

export function readCheckoutReturn(params: URLSearchParams): CheckoutReturn | null {
  const sessionId = params.get('session_id')?.trim();
  const succeeded = params.get('success') === 'true' || params.get('status') === 'success';
  if (succeeded && sessionId) return { kind: 'success', sessionId };
  if (params.get('canceled') === 'true' || params.get('status') === 'cancel') return { kind: 'canceled' };
  return null;
}

export function hasCheckoutReturnParams(params: URLSearchParams): boolean {
  return returnParams.some((name) => params.has(name));
}

/** The query string without the return markers, so a reload does not confirm the payment again. */
export function withoutCheckoutReturnParams(params: URLSearchParams): string {
  const kept = new URLSearchParams(params);
  for (const name of returnParams) kept.delete(name);
  const search = kept.toString();
  return search ? `?${search}` : '';
}
