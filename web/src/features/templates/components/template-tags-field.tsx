import { limits } from '@common/limits';
import { templateTexts } from '@common/templates/texts';
import { TagInput } from '@web/components/ui/tag-input';

interface TemplateTagsFieldProps {
  tags: string[];
  error?: string;
  onAdd(tag: string): void;
  onRemove(tag: string): void;
}

/** Tags added with Enter (trimmed, empty ones ignored) and removed one by one (spec part 2, section 5). */
export function TemplateTagsField({ tags, error, onAdd, onRemove }: TemplateTagsFieldProps) {
  return (
    <TagInput
      label={templateTexts.tags}
      tags={tags}
      placeholder={templateTexts.tagPlaceholder}
      maxLength={limits.templateTagMaxLength}
      listLabel={templateTexts.tags}
      removeLabel={templateTexts.removeTag}
      note={error ? { text: error, tone: 'error' } : undefined}
      onEnter={onAdd}
      onRemove={onRemove}
    />
  );
}
