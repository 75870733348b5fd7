import { CheckCheck, FolderInput, ImagePlus, LayoutTemplate, Tags } from 'lucide-react';
import { useState } from 'react';
import { limits } from '@common/limits';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useAssetTexts } from '@web/locales/assets';
import { getAssetIds } from '../api/get-asset-ids';
import type { AssetFilters } from '../asset-filters';
import type { RenderAddTo } from '../add-to-slot';
import { BulkEditDialog } from './bulk-edit-dialog';

interface SelectionActionsProps {
  hotelId: string;
  filters: AssetFilters;
  selectedIds: ReadonlySet<string>;
  /** Replaces the selection, e.g. with every image the filters show. */
  onSelect(ids: string[]): void;
  /** 'Add to room' and 'Add to template'; without it the two buttons are left out. */
  renderAddTo?: RenderAddTo;
}

type OpenAction = 'category' | 'tags' | 'room' | 'template' | null;
type Notice = { tone: 'success' | 'warning' | 'error'; text: string } | null;

/**
 * What the library's selection mode offers besides deleting: 'Select all' (every image the filters show, not
 * only the pages loaded so far), one category, more tags, and linking the images to a room or a template.
 */
export function SelectionActions({
  hotelId,
  filters,
  selectedIds,
  onSelect,
  renderAddTo,
}: SelectionActionsProps) {
  const t = useAssetTexts();
  const [open, setOpen] = useState<OpenAction>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [selecting, setSelecting] = useState(false);
  const assetIds = [...selectedIds];
  const none = assetIds.length === 0;

  const selectAll = async () => {
    setNotice(null);
    setSelecting(true);
    try {
      const { ids, total } = await getAssetIds(hotelId, filters);
      onSelect(ids);
      if (total > ids.length)
        setNotice({
          tone: 'warning',
          text: t('bulk.selectedFirst', { selected: ids.length, total, max: limits.assetBulkMax }),
        });
    } catch {
      setNotice({ tone: 'error', text: t('bulk.selectAllFailed') });
    } finally {
      setSelecting(false);
    }
  };

  const openAction = (action: OpenAction) => {
    setNotice(null);
    setOpen(action);
  };
  const done = (message: string) => {
    setOpen(null);
    setNotice({ tone: 'success', text: message });
  };
  const close = () => setOpen(null);

  return (
    <div className="space-y-2">
      <div role="group" aria-label={t('bulk.actionsLabel')} className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => void selectAll()} disabled={selecting}>
          <CheckCheck className="size-4" aria-hidden="true" />
          {t(selecting ? 'bulk.selectingAll' : 'bulk.selectAll')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => openAction('category')} disabled={none}>
          <FolderInput className="size-4" aria-hidden="true" />
          {t('bulk.setCategory')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => openAction('tags')} disabled={none}>
          <Tags className="size-4" aria-hidden="true" />
          {t('bulk.addTags')}
        </Button>
        {renderAddTo ? (
          <>
            <Button variant="outline" size="sm" onClick={() => openAction('room')} disabled={none}>
              <ImagePlus className="size-4" aria-hidden="true" />
              {t('bulk.addToRoom')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => openAction('template')} disabled={none}>
              <LayoutTemplate className="size-4" aria-hidden="true" />
              {t('bulk.addToTemplate')}
            </Button>
          </>
        ) : null}
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {open === 'category' || open === 'tags' ? (
        <BulkEditDialog hotelId={hotelId} mode={open} assetIds={assetIds} onClose={close} onDone={done} />
      ) : null}
      {(open === 'room' || open === 'template') && renderAddTo
        ? renderAddTo({ kind: open, assetIds, onClose: close, onAdded: done })
        : null}
    </div>
  );
}
