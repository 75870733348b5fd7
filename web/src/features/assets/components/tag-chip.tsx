import { X } from 'lucide-react';

/** A tag with a button that removes it; the button is named after the tag for screen readers. */
export function TagChip({
  tag,
  removeLabel,
  onRemove,
}: {
  tag: string;
  removeLabel: string;
  onRemove(): void;
}) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-xs font-medium text-brand-700">
      {tag}
      <button
        type="button"
        aria-label={removeLabel}
        onClick={onRemove}
        className="rounded-full p-0.5 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <X className="size-3" aria-hidden="true" />
      </button>
    </span>
  );
}
