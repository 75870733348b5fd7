import { useState } from 'react';
import { assetCategories, type AssetCategory } from '@common/assets/categories';
import { tagInLowerCase } from '@common/assets/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { errorMessage } from '@web/lib/api-client';
import { withTypedTag } from '@web/lib/tags/with-typed-tag';
import { useAssetTexts } from '@web/locales/assets';
import { useUpdateAssets } from '../api/update-assets';
import { CategorySelect } from './category-select';
import { TagInput } from './tag-input';

interface BulkEditDialogProps {
  hotelId: string;
  /** 'category' sets one category for every image; 'tags' adds tags to the ones each has. */
  mode: 'category' | 'tags';
  assetIds: string[];
  onClose(): void;
  onDone(message: string): void;
}

/**
 * The selection's category or tags, applied to every selected image in one request, all or none. A refusal
 * (an image deleted meanwhile, one that would carry more than 30 tags) is said here and the dialog stays.
 */
export function BulkEditDialog({ hotelId, mode, assetIds, onClose, onDone }: BulkEditDialogProps) {
  const t = useAssetTexts();
  const update = useUpdateAssets(hotelId);
  const [category, setCategory] = useState<AssetCategory>(assetCategories[0]);
  const [tags, setTags] = useState<string[]>([]);
  const [typedTag, setTypedTag] = useState('');
  // A tag typed without pressing Enter counts as added: Apply must not drop it.
  const tagsToAdd = withTypedTag(tags, typedTag);
  const count = assetIds.length;

  const apply = () => {
    if (mode === 'category') {
      update.mutate(
        { assetIds, category },
        { onSuccess: () => onDone(t('bulk.categorySet', { count, category })) },
      );
    } else {
      // The typed tag becomes a chip, as Enter would make it, so a refusal shows it where it can be removed.
      setTags(tagsToAdd);
      setTypedTag('');
      update.mutate(
        { assetIds, addTags: tagsToAdd },
        {
          onSuccess: () =>
            onDone(t('bulk.tagsAdded', { count, tags: tagsToAdd.map(tagInLowerCase).join(', ') })),
        },
      );
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t(mode === 'category' ? 'bulk.categoryTitle' : 'bulk.tagsTitle', { count })}
      description={mode === 'tags' ? t('bulk.tagsDescription') : undefined}
      closeDisabled={update.isPending}
    >
      <div className="space-y-4">
        {mode === 'category' ? (
          <label className="block space-y-1.5 text-sm font-medium text-slate-800">
            <span className="block">{t('bulk.categoryLabel')}</span>
            <CategorySelect
              value={category}
              onChange={setCategory}
              categories={assetCategories}
              className="w-full"
            />
          </label>
        ) : (
          <TagInput tags={tags} onChange={setTags} draft={typedTag} onDraftChange={setTypedTag} />
        )}
        {update.isError ? (
          <Alert tone="error">{errorMessage(update.error, t('bulk.updateFailed'))}</Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>
            {t('bulk.cancel')}
          </Button>
          <Button onClick={apply} disabled={update.isPending || (mode === 'tags' && tagsToAdd.length === 0)}>
            {t(update.isPending ? 'bulk.applying' : 'bulk.apply')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
