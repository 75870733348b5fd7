import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { useMarketingTexts } from '@web/locales/marketing';

/** How long the notice stays (spec part 1, section 9). */
export const canceledNoticeMs = 5000;

/** After a canceled checkout (/pricing?canceled=true) says for 5 s that nothing was charged. */
export function CanceledNotice() {
  const t = useMarketingTexts();
  const [searchParams] = useSearchParams();
  const [visible, setVisible] = useState(() => searchParams.get('canceled') === 'true');

  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => setVisible(false), canceledNoticeMs);
    return () => window.clearTimeout(timer);
  }, [visible]);

  return visible ? <Alert tone="info">{t('plans.checkoutCanceled')}</Alert> : null;
}
