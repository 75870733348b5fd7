import { limits } from '@common/limits';
import { TagInput } from '@web/components/ui/tag-input';
import { useTemplateTexts } from '@web/locales/templates';

interface TemplateTagsFieldProps {
  tags: string[];
  error?: string;
  /** The tag being typed; the editor's Save adds it too. */
  typed: string;
  onTypedChange(typed: string): void;
  onAdd(tag: string): void;
  onRemove(tag: string): void;
}

/**
 * Tags added with Enter or by Save (trimmed, empty ones ignored) and removed one by one (spec part 2, section 5).
 */
export function TemplateTagsField({
  tags,
  error,
  typed,
  onTypedChange,
  onAdd,
  onRemove,
}: TemplateTagsFieldProps) {
  const t = useTemplateTexts();
  return (
    <TagInput
      label={t('editor.tags')}
      tags={tags}
      placeholder={t('editor.tagPlaceholder')}
      maxLength={limits.templateTagMaxLength}
      listLabel={t('editor.tags')}
      removeLabel={(tag) => t('editor.removeTag', { tag })}
      note={error ? { text: error, tone: 'error' } : undefined}
      typed={typed}
      onTypedChange={onTypedChange}
      onEnter={onAdd}
      onRemove={onRemove}
    />
  );
}
