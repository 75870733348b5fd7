import { useId, useState } from 'react';
import { cn } from '@web/components/ui/cn';
import { useActivityTexts } from '@web/locales/activities';

/** A value longer than this (or of more lines) is folded to its first lines until asked for whole. */
const foldedChars = 240;
const foldedLines = 4;

const isLong = (value: string) => value.length > foldedChars || value.split('\n').length > foldedLines;

/**
 * One value of a change, before or after: its lines as written (a gallery's photos one a line), a long one
 * (a description) folded to four lines with 'Show all', and 'Not set' for none.
 */
export function ChangeValue({ value }: { value: string | null }) {
  const t = useActivityTexts();
  const id = useId();
  const [open, setOpen] = useState(false);
  if (value === null) return <span className="text-slate-500 italic">{t('log.noValue')}</span>;
  const long = isLong(value);
  return (
    <div>
      <p id={id} className={cn('break-words whitespace-pre-line', long && !open && 'line-clamp-4')}>
        {value}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((shown) => !shown)}
          className="mt-1 rounded text-xs font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {open ? t('log.showLess') : t('log.showAll')}
        </button>
      ) : null}
    </div>
  );
}
