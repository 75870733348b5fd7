import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useConfirmCheckout } from '../api/confirm-checkout';
import { hasCheckoutReturnParams, readCheckoutReturn, withoutCheckoutReturnParams } from '../checkout-return';
import { useTimedFlag } from './use-timed-flag';

/** How long the canceled notice stays (spec part 1, section 9). */
export const canceledNoticeMs = 5000;

/**
 * Handles the browser's return from checkout on the page it came back to: a paid return is confirmed with the
 * server, a canceled one noted for 5 s. The markers are then taken out of the address (replace), so a reload
 * neither confirms again nor repeats the notice.
 */
export function useCheckoutReturn() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Read once: the address is cleaned right after, but the notice stays for this visit.
  const [arrival] = useState(() => readCheckoutReturn(params));
  const confirm = useConfirmCheckout();
  const { mutate } = confirm;
  const canceledVisible = useTimedFlag(arrival?.kind === 'canceled', canceledNoticeMs);
  // Effects run twice in development (StrictMode); the confirmation must be sent once.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || !hasCheckoutReturnParams(params)) return;
    handled.current = true;
    if (arrival?.kind === 'success') mutate(arrival.sessionId);
    void navigate({ pathname, search: withoutCheckoutReturnParams(params) }, { replace: true });
  }, [arrival, mutate, navigate, params, pathname]);

  return { arrival, confirm, canceledVisible };
}
