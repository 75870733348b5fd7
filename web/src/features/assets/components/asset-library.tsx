import { useCallback, useEffect, useRef, useState } from 'react';
import type { AssetView } from '@common/assets/schemas';
import { Alert } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { useRoleAllows } from '@web/features/teams/use-hotel-role';
import { useAssetTexts } from '@web/locales/assets';
import { useDeleteAssets } from '../api/delete-asset';
import { useAssetTags } from '../api/get-asset-tags';
import { useAssets } from '../api/get-assets';
import { useAssetSelection } from '../hooks/use-asset-selection';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useEditFromAddress } from '../hooks/use-edit-from-address';
import { useLibraryFilters } from '../hooks/use-library-filters';
import { AssetGrid } from './asset-grid';
import { AssetPreviewDialog } from './asset-preview-dialog';
import type { RenderAddTo } from '../add-to-slot';
import { AssetToolbar } from './asset-toolbar';
import { DeleteAssetDialog } from './delete-asset-dialog';
import { DeleteSelectedDialog } from './delete-selected-dialog';
import { DismissibleNotice } from './dismissible-notice';
import { EditAssetDialog } from './edit-asset-dialog';
import { EmptyLibrary } from './empty-library';
import { SelectionActions } from './selection-actions';
import { UploadDialog } from './upload-dialog';

type OpenAsset = { kind: 'preview' | 'edit' | 'delete'; asset: AssetView } | null;

/**
 * The asset library of one hotel (/all-content): filter, browse, select, upload, edit and delete. The filters
 * live in the page's address, so a reload or a shared link shows the same view.
 */
export function AssetLibrary({ hotelId, renderAddTo }: { hotelId: string; renderAddTo?: RenderAddTo }) {
  const t = useAssetTexts();
  const { filters, changeFilters } = useLibraryFilters();
  const [searchText, setSearchText] = useState(filters.search);
  const search = useDebouncedValue(searchText.trim(), 250);
  // The search goes into the address once typing pauses, as it goes to the server. Only a newly settled search
  // is written, so a change of the address by other means is not overwritten with an older search.
  const settledSearch = useRef(search);
  useEffect(() => {
    if (settledSearch.current === search) return;
    settledSearch.current = search;
    changeFilters({ search });
  }, [search, changeFilters]);
  // An address changed by other means (the sidebar's link, Back) brings its search into the box.
  useEffect(() => {
    if (filters.search === settledSearch.current) return;
    settledSearch.current = filters.search;
    setSearchText(filters.search);
  }, [filters.search]);
  const assets = useAssets(hotelId, filters);
  const tags = useAssetTags(hotelId);
  const selection = useAssetSelection();
  const deleteAssets = useDeleteAssets(hotelId);
  const [open, setOpen] = useState<OpenAsset>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [skippedNotice, setSkippedNotice] = useState<string | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  // Stable handlers, so the memoised cards of a long grid re-render only when their own asset changes.
  const { toggle } = selection;
  const onOpen = useCallback((asset: AssetView) => setOpen({ kind: 'preview', asset }), []);
  const onEdit = useCallback((asset: AssetView) => setOpen({ kind: 'edit', asset }), []);
  const onDelete = useCallback((asset: AssetView) => setOpen({ kind: 'delete', asset }), []);
  const onToggle = useCallback((asset: AssetView) => toggle(asset.id), [toggle]);
  const close = () => setOpen(null);
  // A link to edit a photo (a channel's 'Fix') shows it to a member who may not edit.
  useEditFromAddress(assets, useRoleAllows('editor') ? onEdit : onOpen);

  // The preview moves through the grid as it is filtered and loaded so far.
  const previewed = open?.kind === 'preview' ? open.asset : null;
  const previewedAt = previewed ? assets.assets.findIndex((asset) => asset.id === previewed.id) : -1;
  // At the last asset loaded so far, the next page is fetched, so Next goes on through the whole library.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = assets;
  const atLoadedEnd = previewedAt >= 0 && previewedAt === assets.assets.length - 1;
  useEffect(() => {
    if (atLoadedEnd && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [atLoadedEnd, hasNextPage, isFetchingNextPage, fetchNextPage]);
  // No asset at all, and not a filter that matches none: the first upload is invited.
  const filtered = filters.search !== '' || filters.category !== 'all' || filters.tags.length > 0;
  const libraryEmpty = !filtered && !assets.isPlaceholderData && assets.total === 0;

  // Runs once 'Delete' in the confirmation is pressed (DECISIONS.md 23); what could not be deleted stays selected.
  const deleteSelected = async () => {
    setDeleteFailed(false);
    const failedIds = await deleteAssets.mutateAsync([...selection.ids]);
    setConfirmingDelete(false);
    if (failedIds.length === 0) selection.exit();
    else {
      selection.keepOnly(failedIds);
      setDeleteFailed(true);
    }
  };

  const onUploaded = (skippedMessage: string | null) => {
    setUploadOpen(false);
    setSkippedNotice(skippedMessage);
  };

  return (
    <div className="space-y-4">
      {skippedNotice ? (
        <DismissibleNotice onDismiss={() => setSkippedNotice(null)}>{skippedNotice}</DismissibleNotice>
      ) : null}
      <AssetToolbar
        searchText={searchText}
        onSearchText={setSearchText}
        filters={filters}
        onFilters={({ category, tags: chosenTags }) => changeFilters({ category, tags: chosenTags })}
        allTags={tags.data ?? []}
        refreshing={assets.isPlaceholderData}
        selectionActive={selection.active}
        selectedCount={selection.ids.size}
        deleting={deleteAssets.isPending}
        onToggleSelection={selection.toggleMode}
        selectionActions={
          <SelectionActions
            hotelId={hotelId}
            filters={filters}
            selectedIds={selection.ids}
            onSelect={selection.keepOnly}
            renderAddTo={renderAddTo}
          />
        }
        onDeleteSelected={() => setConfirmingDelete(true)}
        onUpload={() => setUploadOpen(true)}
      />
      {deleteFailed ? <Alert tone="error">{t('library.deleteSelectedFailed')}</Alert> : null}
      {assets.isError ? <Alert tone="error">{t('library.loadFailed')}</Alert> : null}
      {assets.isPending ? (
        <div role="status" className="py-16 text-center text-sm text-slate-700">
          <Spinner label={t('library.loading')} />
        </div>
      ) : assets.data ? (
        <AssetGrid
          assets={assets.assets}
          total={assets.total}
          hasMore={assets.hasNextPage}
          loadingMore={assets.isFetchingNextPage}
          onLoadMore={() => void assets.fetchNextPage()}
          selectionActive={selection.active}
          selectedIds={selection.ids}
          onOpen={onOpen}
          onToggle={onToggle}
          onEdit={onEdit}
          onDelete={onDelete}
          empty={
            libraryEmpty ? (
              <EmptyLibrary onUpload={() => setUploadOpen(true)} />
            ) : (
              <p className="py-16 text-center text-sm text-slate-600">{t('library.empty')}</p>
            )
          }
        />
      ) : null}
      <AssetPreviewDialog
        asset={previewed}
        previous={previewedAt > 0 ? assets.assets[previewedAt - 1] : undefined}
        next={previewedAt >= 0 ? assets.assets[previewedAt + 1] : undefined}
        onShow={onOpen}
        onClose={close}
      />
      <EditAssetDialog hotelId={hotelId} asset={open?.kind === 'edit' ? open.asset : null} onClose={close} />
      <DeleteAssetDialog
        hotelId={hotelId}
        asset={open?.kind === 'delete' ? open.asset : null}
        onClose={close}
      />
      <DeleteSelectedDialog
        hotelId={hotelId}
        assetIds={[...selection.ids]}
        open={confirmingDelete}
        count={selection.ids.size}
        pending={deleteAssets.isPending}
        onConfirm={() => void deleteSelected()}
        onCancel={() => setConfirmingDelete(false)}
      />
      {uploadOpen ? (
        <UploadDialog hotelId={hotelId} onClose={() => setUploadOpen(false)} onFinished={onUploaded} />
      ) : null}
    </div>
  );
}
