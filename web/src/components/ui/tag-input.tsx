import { X } from 'lucide-react';
import { useId, type KeyboardEvent } from 'react';
import { Input } from './input';

interface TagInputProps {
  label: string;
  tags: string[];
  placeholder: string;
  maxLength: number;
  /** The accessible name of the list of chosen tags. */
  listLabel: string;
  removeLabel(tag: string): string;
  /** Shown under the field: an error (the field is marked invalid) or a plain remark. */
  note?: { text: string; tone: 'error' | 'info' };
  disabled?: boolean;
  /**
   * The tag being typed, held by the form around it: its Save takes a tag typed without Enter too
   * (withTypedTag, lib/tags), so nothing typed is lost.
   */
  typed: string;
  onTypedChange(typed: string): void;
  /** Enter was pressed with this text typed (untrimmed); the field is emptied afterwards. */
  onEnter(typed: string): void;
  onRemove(tag: string): void;
}

/** Tags typed and added with Enter (or by the form's Save), shown as chips removed with their x (tasks, templates). */
export function TagInput({
  label,
  tags,
  placeholder,
  maxLength,
  listLabel,
  removeLabel,
  note,
  disabled,
  typed,
  onTypedChange,
  onEnter,
  onRemove,
}: TagInputProps) {
  const id = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the tag; it must not submit the surrounding form.
    event.preventDefault();
    onEnter(typed);
    onTypedChange('');
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <Input
        id={id}
        value={typed}
        maxLength={maxLength}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={note?.tone === 'error' ? true : undefined}
        aria-describedby={note ? `${id}-note` : undefined}
        onChange={(event) => onTypedChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {note ? (
        <p
          id={`${id}-note`}
          className={note.tone === 'error' ? 'text-sm text-red-700' : 'text-sm text-slate-600'}
        >
          {note.text}
        </p>
      ) : null}
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2 pt-1" aria-label={listLabel}>
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-xs font-medium text-brand-700"
            >
              {tag}
              <button
                type="button"
                aria-label={removeLabel(tag)}
                onClick={() => onRemove(tag)}
                className="rounded-full p-0.5 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
