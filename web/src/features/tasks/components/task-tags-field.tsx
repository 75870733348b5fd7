import { taskLimits } from '@common/tasks/limits';
import { TagInput } from '@web/components/ui/tag-input';
import { withTypedTag } from '@web/lib/tags/with-typed-tag';
import { useTaskTexts } from '@web/locales/tasks';

interface TaskTagsFieldProps {
  tags: string[];
  /** The tag being typed; the form's save adds it too. */
  typed: string;
  onTypedChange(typed: string): void;
  onChange(tags: string[]): void;
}

/**
 * Tags typed and added with Enter (only if something is left after trimming, and only once in any case: the
 * server refuses the same tag twice) and removed with their x (spec part 1, sections 2 and 5).
 */
export function TaskTagsField({ tags, typed, onTypedChange, onChange }: TaskTagsFieldProps) {
  const t = useTaskTexts();
  const full = tags.length >= taskLimits.tagsMax;
  return (
    <TagInput
      label={t('tags')}
      tags={tags}
      placeholder={t('tagPlaceholder')}
      maxLength={taskLimits.tagMaxLength}
      listLabel={t('chosenTags')}
      removeLabel={(tag) => t('removeTag', { tag })}
      note={full ? { text: t('tagsFull', { max: taskLimits.tagsMax }), tone: 'info' } : undefined}
      disabled={full}
      typed={typed}
      onTypedChange={onTypedChange}
      onEnter={(entered) => {
        const next = withTypedTag(tags, entered);
        if (next !== tags) onChange(next);
      }}
      onRemove={(tag) => onChange(tags.filter((other) => other !== tag))}
    />
  );
}
