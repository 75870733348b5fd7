import { FlaskConical } from 'lucide-react';
import { useBillingTexts } from '@web/locales/billing';
import { cn } from '@web/components/ui/cn';

/** Says plainly that the built-in test checkout takes no money (DECISIONS.md point 5). */
export function TestModeLabel({ size = 'sm' }: { size?: 'sm' | 'lg' }) {
  const t = useBillingTexts();
  return (
    <p
      className={cn(
        'inline-flex items-center gap-2 rounded-full border border-amber-300 bg-amber-50 font-semibold text-amber-900',
        size === 'lg' ? 'px-4 py-2 text-base' : 'px-3 py-1 text-xs',
      )}
    >
      <FlaskConical aria-hidden="true" className={size === 'lg' ? 'size-5' : 'size-4'} />
      {t('notices.testModeLabel')}
    </p>
  );
}
