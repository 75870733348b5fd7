import { Link, type LinkProps } from 'react-router';
import { cn } from '@web/components/ui/cn';

type Variant = 'primary' | 'outline' | 'inverse' | 'inverseOutline';

// The inverse variants sit on the dark brand band, where the usual blue focus ring would not show.
const variants: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600',
  outline:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 focus-visible:outline-brand-600',
  inverse: 'bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-white',
  inverseOutline: 'border border-white text-white hover:bg-brand-600 focus-visible:outline-white',
};

/** A router link that looks like a button, for calls to action that lead to another page. */
export function LinkButton({
  variant = 'primary',
  size = 'md',
  className,
  ...props
}: LinkProps & { variant?: Variant; size?: 'md' | 'lg' }) {
  return (
    <Link
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2',
        size === 'lg' ? 'h-12 px-6 text-base' : 'h-10 px-4 text-sm',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
