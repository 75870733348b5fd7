import { ImagePlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { GalleryImageView } from '@common/galleries/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import type { GalleryTarget } from '../api/gallery-keys';
import { useSaveGalleryOrder } from '../api/save-gallery-order';
import { RoleLocked } from '@web/features/teams/role-lock';
import { useGalleryTexts } from '@web/locales/galleries';
import { useSortableGridTexts } from '../sortable-grid-texts';
import { maxImagesOf, pickLimitOf } from '../gallery-limits';
import { useGalleryDraft } from '../hooks/use-gallery-draft';
import { galleryImageOf } from '../picked-image';
import type { RenderPicker } from '../picker-slot';
import { SortableImageGrid } from './sortable-image-grid';

interface SortGalleryDialogProps {
  target: GalleryTarget;
  /** The saved gallery; undefined while it loads or when it could not be loaded. */
  images: GalleryImageView[] | undefined;
  loadFailed: boolean;
  open: boolean;
  onOpenChange(open: boolean): void;
  renderPicker: RenderPicker;
}

/**
 * 'Bilder sortieren': reorder, set the cover, remove and add, all kept in the dialog until 'Speichern' saves
 * the whole order in one request; 'Abbrechen' forgets them. Radix mounts the body only while open, so every
 * opening starts from the saved gallery.
 */
export function SortGalleryDialog({
  images,
  loadFailed,
  open,
  onOpenChange,
  ...props
}: SortGalleryDialogProps) {
  const t = useGalleryTexts();
  // Held here, not in the body, so the dialog cannot be closed while the order is being saved.
  const save = useSaveGalleryOrder(props.target);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('section.sortTitle')}
      description={t('section.sortHint')}
      closeDisabled={save.isPending}
      className="max-w-4xl!"
    >
      {images ? (
        <SortBody {...props} saved={images} save={save} onClose={() => onOpenChange(false)} />
      ) : loadFailed ? (
        <Alert tone="error">{t('section.loadFailed')}</Alert>
      ) : (
        <div role="status" className="py-10 text-center text-sm text-slate-700">
          <Spinner label={t('section.loading')} />
        </div>
      )}
    </Dialog>
  );
}

interface SortBodyProps {
  target: GalleryTarget;
  saved: GalleryImageView[];
  save: ReturnType<typeof useSaveGalleryOrder>;
  renderPicker: RenderPicker;
  onClose(): void;
}

function SortBody({ target, saved, save, renderPicker, onClose }: SortBodyProps) {
  const t = useGalleryTexts();
  const gridTexts = useSortableGridTexts('de');
  const draft = useGalleryDraft(saved);
  const [failed, setFailed] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const ids = useMemo(() => draft.images.map((image) => image.assetId), [draft.images]);

  const saveOrder = async () => {
    setFailed(false);
    try {
      // Nothing changed: nothing to send.
      if (draft.dirty) await save.mutateAsync(ids);
    } catch {
      setFailed(true);
      return;
    }
    onClose();
  };

  return (
    <div className="space-y-4">
      <SortableImageGrid
        images={draft.images}
        texts={gridTexts}
        disabled={save.isPending}
        onMove={draft.move}
        onSetCover={draft.setCover}
        onRemove={draft.remove}
      />
      {failed ? <Alert tone="error">{t('section.saveFailed')}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <RoleLocked needed="editor" side="above">
          <Button
            variant="outline"
            onClick={() => setPickerOpen(true)}
            disabled={save.isPending || ids.length >= maxImagesOf(target)}
          >
            <ImagePlus className="size-4" aria-hidden="true" />
            {t('section.addImages')}
          </Button>
        </RoleLocked>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            {t('section.cancel')}
          </Button>
          {/* Saving an order needs at least one image (spec part 2, section 5). */}
          <RoleLocked needed="editor" side="above" align="end">
            <Button onClick={saveOrder} disabled={save.isPending || ids.length === 0}>
              {save.isPending ? t('section.saving') : t('section.save')}
            </Button>
          </RoleLocked>
        </div>
      </div>
      {renderPicker({
        open: pickerOpen,
        onOpenChange: setPickerOpen,
        selectedIds: ids,
        onPick: (picked) => picked.forEach((image) => draft.add(galleryImageOf(image))),
        limit: pickLimitOf(target, ids.length),
      })}
    </div>
  );
}
