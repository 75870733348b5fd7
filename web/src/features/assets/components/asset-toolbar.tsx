import { CheckSquare, Search, Trash2, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { assetCategories } from '@common/assets/categories';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { RoleLocked } from '@web/features/teams/role-lock';
import { useAssetTexts } from '@web/locales/assets';
import type { AssetFilters } from '../asset-filters';
import { selectionCountText } from '../selection-text';
import { CategorySelect } from './category-select';
import { TagChip } from './tag-chip';
import { TagFilter } from './tag-filter';

interface AssetToolbarProps {
  /** What is typed; the filters below carry the debounced search. */
  searchText: string;
  onSearchText(text: string): void;
  filters: AssetFilters;
  onFilters(filters: AssetFilters): void;
  allTags: string[];
  /** A newer result is on its way while the previous one stays on screen. */
  refreshing: boolean;
  selectionActive: boolean;
  selectedCount: number;
  deleting: boolean;
  onToggleSelection(): void;
  /** What selection mode offers besides deleting ('Select all', bulk category and tags...); shown in it. */
  selectionActions?: ReactNode;
  onDeleteSelected(): void;
  onUpload(): void;
}

/**
 * The library's sticky toolbar (spec part 2, section 2); it sits just below the shell's top bar. Below 640 px it
 * scrolls away with the page instead: wrapped onto a phone's width, with the selection actions it is about 400 px
 * tall, and pinned it would hide half the photos being selected.
 */
export function AssetToolbar(props: AssetToolbarProps) {
  const t = useAssetTexts();
  const { filters, onFilters } = props;
  return (
    <div className="z-20 sm:sticky sm:top-16 -mx-4 space-y-3 border-b border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur lg:-mx-8 lg:px-8">
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative min-w-48 flex-1">
          <Search className="absolute top-3 left-3 size-4 text-slate-500" aria-hidden="true" />
          <Input
            type="search"
            value={props.searchText}
            onChange={(event) => props.onSearchText(event.target.value)}
            placeholder={t('library.searchAssets')}
            aria-label={t('library.searchAssets')}
            className="pl-9"
          />
        </div>
        <CategorySelect
          aria-label={t('library.category')}
          value={filters.category}
          onChange={(category) => onFilters({ ...filters, category })}
          categories={assetCategories}
          withAll
        />
        <TagFilter
          allTags={props.allTags}
          selected={filters.tags}
          onAdd={(tag) => onFilters({ ...filters, tags: [...filters.tags, tag] })}
        />
        {props.refreshing ? <Spinner className="size-4" /> : null}
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {props.selectedCount > 0 ? (
            <>
              <span className="text-sm text-slate-700" aria-live="polite">
                {selectionCountText(props.selectedCount)}
              </span>
              <RoleLocked needed="editor">
                <Button variant="danger" onClick={props.onDeleteSelected} disabled={props.deleting}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  {t('library.deleteSelected')}
                </Button>
              </RoleLocked>
            </>
          ) : null}
          {/* Selecting is for changing, deleting or adding photos to a room or template: an editor's work. */}
          <RoleLocked needed="editor">
            <Button
              variant={props.selectionActive ? 'secondary' : 'outline'}
              onClick={props.onToggleSelection}
            >
              <CheckSquare className="size-4" aria-hidden="true" />
              {t(props.selectionActive ? 'library.exitSelection' : 'library.selectMultiple')}
            </Button>
          </RoleLocked>
          <RoleLocked needed="editor" align="end">
            <Button onClick={props.onUpload}>
              <Upload className="size-4" aria-hidden="true" />
              {t('library.uploadAssets')}
            </Button>
          </RoleLocked>
        </div>
      </div>
      {props.selectionActive ? props.selectionActions : null}
      {filters.tags.length > 0 ? (
        <div className="flex flex-wrap gap-2" aria-label={t('library.tagFilters')}>
          {filters.tags.map((tag) => (
            <TagChip
              key={tag}
              tag={tag}
              removeLabel={t('library.removeFilter', { tag })}
              onRemove={() => onFilters({ ...filters, tags: filters.tags.filter((other) => other !== tag) })}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
