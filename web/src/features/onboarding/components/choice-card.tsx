import { useId, type ReactNode } from 'react';
import { cn } from '@web/components/ui/cn';

interface ChoiceCardProps {
  name: string;
  value: string;
  checked: boolean;
  onSelect(): void;
  label: string;
  description: ReactNode;
}

/**
 * One radio option as a card. The whole card is clickable; the radio is named by the label alone (so tests
 * and screen readers find it by the product text) and described by the description.
 */
export function ChoiceCard({ name, value, checked, onSelect, label, description }: ChoiceCardProps) {
  const id = useId();
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
        checked
          ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
          : 'border-slate-200 bg-white hover:border-slate-300',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        className="mt-0.5 size-4 shrink-0 accent-brand-600 focus:outline-none"
      />
      <span className="min-w-0">
        <span id={`${id}-label`} className="block font-medium text-slate-900">
          {label}
        </span>
        <span id={`${id}-description`} className="mt-0.5 block text-sm text-slate-600">
          {description}
        </span>
      </span>
    </label>
  );
}
