import { useState, type FormEvent } from 'react';
import type { AssetCategory } from '@common/assets/categories';
import { assetUpdateSchema, type AssetUpdate, type AssetView } from '@common/assets/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { withTypedTag } from '@web/lib/tags/with-typed-tag';
import { useAssetTexts } from '@web/locales/assets';
import { AssetFileFacts } from './asset-file-facts';
import { CategorySelect } from './category-select';
import { PhotoSubjectsFieldset } from './photo-subjects-fieldset';
import { TagInput } from './tag-input';
import { messagesByField } from '@web/lib/field-errors';

interface EditAssetFormProps {
  asset: AssetView;
  saving: boolean;
  /** Saves the checked values; throws when the server refuses. */
  onSave(update: AssetUpdate): Promise<void>;
  onCancel(): void;
}

// The edit dialog lists the categories in the spec's order for it; every one is accepted (DECISIONS.md 11).
const editCategories = [
  'Property',
  'Room Photos',
  'Event Spaces',
  'Dining',
  'Amenities',
  'Other',
] as const satisfies readonly AssetCategory[];

/**
 * Name, category and tags of one asset, checked with the same schema the server uses; what the photo shows
 * (issue 32) is saved as its tags. The original's pixel and byte size head the form.
 */
export function EditAssetForm({ asset, saving, onSave, onCancel }: EditAssetFormProps) {
  const t = useAssetTexts();
  const [name, setName] = useState(asset.name);
  const [category, setCategory] = useState<AssetCategory>(asset.category);
  const [tags, setTags] = useState(asset.tags);
  const [typedTag, setTypedTag] = useState('');
  const [problems, setProblems] = useState<{ name?: string; tags?: string }>({});
  const [failed, setFailed] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    // A tag typed without pressing Enter is saved as if Enter had added it, and checked with the others.
    const allTags = withTypedTag(tags, typedTag);
    setTags(allTags);
    setTypedTag('');
    const parsed = assetUpdateSchema.safeParse({ name, category, tags: allTags });
    if (!parsed.success) {
      const messages = messagesByField(parsed.error);
      setProblems({ name: messages.name, tags: messages.tags });
      return;
    }
    setProblems({});
    setFailed(false);
    try {
      await onSave(parsed.data);
    } catch {
      setFailed(true);
    }
  };

  return (
    <form onSubmit={save} className="space-y-4" noValidate>
      <p className="text-sm text-slate-600">
        <AssetFileFacts asset={asset} />
      </p>
      <Field label={t('edit.name')} error={problems.name}>
        <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={200} />
      </Field>
      <Field label={t('edit.category')}>
        <CategorySelect
          value={category}
          onChange={setCategory}
          categories={editCategories}
          className="w-full"
        />
      </Field>
      <TagInput tags={tags} onChange={setTags} draft={typedTag} onDraftChange={setTypedTag} />
      {problems.tags ? <p className="text-sm text-red-700">{problems.tags}</p> : null}
      <PhotoSubjectsFieldset category={category} tags={tags} onTagsChange={setTags} />
      {failed ? <Alert tone="error">{t('edit.updateFailed')}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {t('edit.cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {t(saving ? 'edit.saving' : 'edit.save')}
        </Button>
      </div>
    </form>
  );
}
