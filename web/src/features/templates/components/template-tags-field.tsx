import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { limits } from '@common/limits';
import { templateTexts } from '@common/templates/texts';
import { Input } from '@web/components/ui/input';

interface TemplateTagsFieldProps {
  tags: string[];
  error?: string;
  onAdd(tag: string): void;
  onRemove(tag: string): void;
}

/** Tags added with Enter (trimmed, empty ones ignored) and removed one by one (spec part 2, section 5). */
export function TemplateTagsField({ tags, error, onAdd, onRemove }: TemplateTagsFieldProps) {
  const id = useId();
  const [typed, setTyped] = useState('');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the tag; it must not save the editor.
    event.preventDefault();
    onAdd(typed);
    setTyped('');
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {templateTexts.tags}
      </label>
      <Input
        id={id}
        value={typed}
        maxLength={limits.templateTagMaxLength}
        placeholder={templateTexts.tagPlaceholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2 pt-1" aria-label={templateTexts.tags}>
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-xs font-medium text-brand-700"
            >
              {tag}
              <button
                type="button"
                aria-label={templateTexts.removeTag(tag)}
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
