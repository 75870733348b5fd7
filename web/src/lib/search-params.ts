/**
 * A search-params update that takes `name` out of the address (`setParams(withoutParam('edit'), { replace: true })`):
 * for the parameters that open something once (?edit=<id> from a channel readiness 'Fix' link), so that going
 * back or reloading does not open it again.
 */
export const withoutParam = (name: string) => (current: URLSearchParams) => {
  const next = new URLSearchParams(current);
  next.delete(name);
  return next;
};
