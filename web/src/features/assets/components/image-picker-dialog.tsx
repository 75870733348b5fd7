import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { AssetCategory } from '@common/assets/categories';
import type { AssetView } from '@common/assets/schemas';
import { Alert } from '@web/components/ui/alert';
import { Dialog } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { useAssetTexts } from '@web/locales/assets';
import { useAssets } from '../api/get-assets';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { usePicks } from '../hooks/use-picks';
import { CategorySelect } from './category-select';
import { PickerFooter } from './picker-footer';
import { PickerImageGrid } from './picker-image-grid';

export interface ImagePickerDialogProps {
  hotelId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Ids of the images already chosen; they are dimmed and cannot be picked again. */
  selectedIds: readonly string[];
  /** The images picked, in the order they were picked; called once, with 'Add n images'. */
  onPick(assets: AssetView[]): void;
  /**
   * How many more images the place takes, and its rule in words (e.g. 'A room can have at most 50 images'):
   * a pick past it is stopped and said. None: any number.
   */
  limit?: { remaining: number; rule: string };
  /** The template flows search by name and filter by category; only the header text differs. */
  variant?: 'default' | 'template';
}

// The picker lists the categories in the spec's order for it (part 2, section 2).
const pickerCategories = [
  'Room Photos',
  'Event Spaces',
  'Dining',
  'Amenities',
  'Property',
  'Other',
] as const satisfies readonly AssetCategory[];

/**
 * 'Select Images': picks images from the hotel's library, for rooms, galleries and templates. Images are
 * ticked one by one, across searches and categories, and 'Add n images' hands them over in the order picked and
 * closes the dialog. The body is mounted only while open, so every opening starts unfiltered and unticked.
 */
export function ImagePickerDialog({ variant = 'default', ...props }: ImagePickerDialogProps) {
  const t = useAssetTexts();
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t('picker.title')}
      description={t(variant === 'template' ? 'picker.templateDescription' : 'picker.description')}
      // Important, since cn does not merge classes and the dialog's own max-w-lg would win.
      className="max-w-3xl!"
      // English wherever it opens, the German content page's galleries included.
      language="english"
    >
      <PickerBody {...props} />
    </Dialog>
  );
}

function PickerBody({
  hotelId,
  onOpenChange,
  selectedIds,
  onPick,
  limit,
}: Omit<ImagePickerDialogProps, 'variant'>) {
  const t = useAssetTexts();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 250);
  const [category, setCategory] = useState<AssetCategory | 'all'>('all');
  const filters = useMemo(() => ({ search, category, tags: [] }), [search, category]);
  const assets = useAssets(hotelId, filters);
  const chosenIds = useMemo(() => new Set(selectedIds), [selectedIds]);
  const picks = usePicks(limit);

  const add = () => {
    onPick(picks.picked);
    onOpenChange(false);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Search className="absolute top-3 left-3 size-4 text-slate-500" aria-hidden="true" />
          <Input
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder={t('picker.searchImages')}
            aria-label={t('picker.searchImages')}
            className="pl-9"
          />
        </div>
        <CategorySelect
          aria-label={t('picker.category')}
          value={category}
          onChange={setCategory}
          categories={pickerCategories}
          withAll
        />
      </div>
      {assets.isError ? <Alert tone="error">{t('library.loadFailed')}</Alert> : null}
      {assets.isPending ? (
        <div role="status" className="py-10 text-center text-sm text-slate-700">
          <Spinner label={t('picker.loadingImages')} />
        </div>
      ) : assets.data ? (
        <PickerImageGrid
          assets={assets.assets}
          chosenIds={chosenIds}
          pickedIds={picks.pickedIds}
          hasMore={assets.hasNextPage}
          loadingMore={assets.isFetchingNextPage}
          onLoadMore={() => void assets.fetchNextPage()}
          onToggle={picks.toggle}
        />
      ) : null}
      <PickerFooter
        count={picks.picked.length}
        limitNotice={picks.limitNotice}
        onCancel={() => onOpenChange(false)}
        onAdd={add}
      />
    </div>
  );
}
