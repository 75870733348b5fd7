import { ImagePlus } from 'lucide-react';
import { cn } from '@web/components/ui/cn';
import { useRoleLock } from '@web/features/teams/role-lock';

interface AddImageButtonProps {
  label: string;
  onClick(): void;
  disabled?: boolean;
  className?: string;
}

/**
 * The dashed 'add an image' tile that opens the picker; locked for a role that may not change galleries
 * (issue 36), the tile's size then given to the frame that holds its reason.
 */
export function AddImageButton({ label, onClick, disabled, className }: AddImageButtonProps) {
  const lock = useRoleLock('editor', { side: 'above' });
  const button = (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={cn(
        'flex w-full flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-slate-300',
        'bg-white text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700',
        'focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50',
        lock.locked ? 'size-full' : className,
      )}
      {...lock.controlProps}
    >
      <ImagePlus className="size-6" aria-hidden="true" />
      {label}
    </button>
  );
  if (!lock.locked) return button;
  return (
    <span className={cn('relative flex w-full', className)}>
      {button}
      {lock.tooltip}
    </span>
  );
}
