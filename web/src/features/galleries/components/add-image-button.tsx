import { ImagePlus } from 'lucide-react';
import { cn } from '@web/components/ui/cn';

interface AddImageButtonProps {
  label: string;
  onClick(): void;
  disabled?: boolean;
  className?: string;
}

/** The dashed 'add an image' tile that opens the picker. */
export function AddImageButton({ label, onClick, disabled, className }: AddImageButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={cn(
        'flex w-full flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-slate-300',
        'bg-white text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700',
        'focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50',
        className,
      )}
    >
      <ImagePlus className="size-6" aria-hidden="true" />
      {label}
    </button>
  );
}
