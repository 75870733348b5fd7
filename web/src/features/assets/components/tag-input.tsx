import { useId, type KeyboardEvent } from 'react';
import { Input } from '@web/components/ui/input';
import { withTypedTag } from '@web/lib/tags/with-typed-tag';
import { useAssetTexts } from '@web/locales/assets';
import { TagChip } from './tag-chip';

interface TagInputProps {
  tags: string[];
  onChange(tags: string[]): void;
  /**
   * The tag being typed, held by the form around it: its Save or Apply takes a tag typed without Enter too
   * (withTypedTag), so nothing typed is lost.
   */
  draft: string;
  onDraftChange(draft: string): void;
}

/** Tags added with Enter (only if something is left after trimming) and removed one by one. */
export function TagInput({ tags, onChange, draft, onDraftChange }: TagInputProps) {
  const t = useAssetTexts();
  const id = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter must not submit the surrounding form.
    event.preventDefault();
    if (!draft.trim()) return;
    const next = withTypedTag(tags, draft);
    if (next !== tags) onChange(next);
    onDraftChange('');
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('edit.tags')}
      </label>
      <Input
        id={id}
        value={draft}
        maxLength={50}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('edit.tagPlaceholder')}
      />
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2 pt-1">
          {tags.map((tag) => (
            <li key={tag}>
              <TagChip
                tag={tag}
                removeLabel={t('edit.removeTag', { tag })}
                onRemove={() => onChange(tags.filter((other) => other !== tag))}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
