import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { taskLimits } from '@common/tasks/limits';
import { taskTexts } from '@common/tasks/texts';
import { Input } from '@web/components/ui/input';
import { myTasksTexts as texts } from '../content/tasks-texts';

interface TaskTagsFieldProps {
  tags: string[];
  onChange(tags: string[]): void;
}

/**
 * Tags typed and added with Enter (only if something is left after trimming, and only once in any case: the
 * server refuses the same tag twice) and removed with their x (spec part 1, sections 2 and 5).
 */
export function TaskTagsField({ tags, onChange }: TaskTagsFieldProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const full = tags.length >= taskLimits.tagsMax;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the tag; it must not submit the dialog.
    event.preventDefault();
    const tag = typed.trim();
    if (!tag || full) return;
    if (!tags.some((known) => known.toLowerCase() === tag.toLowerCase())) onChange([...tags, tag]);
    setTyped('');
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {taskTexts.tags}
      </label>
      <Input
        id={id}
        value={typed}
        maxLength={taskLimits.tagMaxLength}
        placeholder={texts.tagPlaceholder}
        disabled={full}
        aria-describedby={full ? `${id}-full` : undefined}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {full ? (
        <p id={`${id}-full`} className="text-sm text-slate-600">
          {texts.tagsFull}
        </p>
      ) : null}
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2 pt-1" aria-label={texts.chosenTags}>
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-xs font-medium text-brand-700"
            >
              {tag}
              <button
                type="button"
                aria-label={texts.removeTag(tag)}
                onClick={() => onChange(tags.filter((other) => other !== tag))}
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
