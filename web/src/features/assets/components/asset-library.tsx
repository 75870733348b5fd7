import { useCallback, useMemo, useState } from 'react';
import { assetTexts, type AssetView } from '@common/assets/schemas';
import { Alert } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { useDeleteAssets } from '../api/delete-asset';
import { useAssetTags } from '../api/get-asset-tags';
import { useAssets } from '../api/get-assets';
import type { AssetFilters } from '../asset-filters';
import { useAssetSelection } from '../hooks/use-asset-selection';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { AssetGrid } from './asset-grid';
import { AssetPreviewDialog } from './asset-preview-dialog';
import { AssetToolbar } from './asset-toolbar';
import { DeleteAssetDialog } from './delete-asset-dialog';
import { DeleteSelectedDialog } from './delete-selected-dialog';
import { DismissibleNotice } from './dismissible-notice';
import { EditAssetDialog } from './edit-asset-dialog';
import { UploadDialog } from './upload-dialog';

type OpenAsset = { kind: 'preview' | 'edit' | 'delete'; asset: AssetView } | null;

/** The asset library of one hotel (/all-content): filter, browse, select, upload, edit and delete. */
export function AssetLibrary({ hotelId }: { hotelId: string }) {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 250);
  const [picked, setPicked] = useState<Pick<AssetFilters, 'category' | 'tags'>>({
    category: 'all',
    tags: [],
  });
  const filters = useMemo(() => ({ search, ...picked }), [search, picked]);
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
        onFilters={({ category, tags: chosenTags }) => setPicked({ category, tags: chosenTags })}
        allTags={tags.data ?? []}
        refreshing={assets.isPlaceholderData}
        selectionActive={selection.active}
        selectedCount={selection.ids.size}
        deleting={deleteAssets.isPending}
        onToggleSelection={selection.toggleMode}
        onDeleteSelected={() => setConfirmingDelete(true)}
        onUpload={() => setUploadOpen(true)}
      />
      {deleteFailed ? <Alert tone="error">{assetTexts.deleteSelectedFailed}</Alert> : null}
      {assets.isError ? <Alert tone="error">{assetTexts.loadFailed}</Alert> : null}
      {assets.isPending ? (
        <div role="status" className="py-16 text-center text-sm text-slate-700">
          <Spinner label={assetTexts.loading} />
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
        />
      ) : null}
      <AssetPreviewDialog asset={open?.kind === 'preview' ? open.asset : null} onClose={close} />
      <EditAssetDialog hotelId={hotelId} asset={open?.kind === 'edit' ? open.asset : null} onClose={close} />
      <DeleteAssetDialog
        hotelId={hotelId}
        asset={open?.kind === 'delete' ? open.asset : null}
        onClose={close}
      />
      <DeleteSelectedDialog
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
