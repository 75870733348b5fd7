import { useMemo, useState } from 'react';
import type { GalleryImageView } from '@common/galleries/schemas';
import { limits } from '@common/limits';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import type { GalleryTarget } from '../api/gallery-keys';
import { useGallery } from '../api/get-gallery';
import { useSaveGalleryOrder } from '../api/save-gallery-order';
import { RoleLocked } from '@web/features/teams/role-lock';
import { useGalleryTexts } from '@web/locales/galleries';
import { useSortableGridTexts } from '../sortable-grid-texts';
import { useGalleryDraft } from '../hooks/use-gallery-draft';
import { usePassingNotice } from '../hooks/use-passing-notice';
import { pickLimitOf } from '../gallery-limits';
import { galleryImageOf } from '../picked-image';
import type { PickedImage, RenderPicker } from '../picker-slot';
import { AddImageButton } from './add-image-button';
import { SortableImageGrid } from './sortable-image-grid';

export interface RoomImageEditorProps {
  hotelId: string;
  roomId: string;
  renderPicker: RenderPicker;
}

/**
 * The rooms page's image editor: the room's images, edited locally and saved as a whole with 'Save Changes'.
 * Keyed by the room, so choosing another room starts again from that room's saved images.
 */
export function RoomImageEditor(props: RoomImageEditorProps) {
  return <RoomGalleryLoader key={`${props.hotelId}/${props.roomId}`} {...props} />;
}

function RoomGalleryLoader({ hotelId, roomId, renderPicker }: RoomImageEditorProps) {
  const t = useGalleryTexts();
  const target = useMemo(() => ({ hotelId, roomId }), [hotelId, roomId]);
  const gallery = useGallery(target);
  if (gallery.isPending) {
    return (
      <div role="status" className="py-10 text-center text-sm text-slate-700">
        <Spinner label={t('roomEditor.loading')} />
      </div>
    );
  }
  if (gallery.isError) return <Alert tone="error">{t('roomEditor.loadFailed')}</Alert>;
  return <EditableRoomGallery target={target} saved={gallery.data} renderPicker={renderPicker} />;
}

interface EditableRoomGalleryProps {
  target: GalleryTarget;
  saved: GalleryImageView[];
  renderPicker: RenderPicker;
}

function EditableRoomGallery({ target, saved, renderPicker }: EditableRoomGalleryProps) {
  const t = useGalleryTexts();
  const gridTexts = useSortableGridTexts('en');
  const draft = useGalleryDraft(saved);
  const save = useSaveGalleryOrder(target);
  const savedNotice = usePassingNotice();
  const [saveFailed, setSaveFailed] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const ids = useMemo(() => draft.images.map((image) => image.assetId), [draft.images]);

  // A success message must not outlive the state it describes (DECISIONS.md 23).
  const edited =
    <Args extends unknown[]>(edit: (...args: Args) => void) =>
    (...args: Args) => {
      savedNotice.hide();
      edit(...args);
    };

  const saveChanges = async () => {
    savedNotice.hide();
    setSaveFailed(false);
    try {
      await save.mutateAsync(ids);
    } catch {
      setSaveFailed(true);
      return;
    }
    draft.discard();
    savedNotice.show();
  };

  const canAdd = draft.images.length < limits.roomGalleryMaxImages;
  const pick = edited((picked: PickedImage[]) => {
    for (const image of picked) draft.add(galleryImageOf(image));
  });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-medium text-slate-900">
            {t('roomEditor.count', { count: draft.images.length })}
          </p>
          <p className="text-sm text-slate-600">{t('roomEditor.coverNote')}</p>
        </div>
        <RoleLocked needed="editor" align="end">
          <Button onClick={saveChanges} disabled={!draft.dirty || save.isPending}>
            {save.isPending ? t('roomEditor.saving') : t('roomEditor.saveChanges')}
          </Button>
        </RoleLocked>
      </div>
      {savedNotice.visible ? <Alert tone="success">{t('roomEditor.saved')}</Alert> : null}
      {saveFailed ? <Alert tone="error">{t('roomEditor.saveFailed')}</Alert> : null}
      {draft.images.length === 0 ? <p className="text-sm text-slate-600">{t('roomEditor.empty')}</p> : null}
      <SortableImageGrid
        images={draft.images}
        texts={gridTexts}
        disabled={save.isPending}
        onMove={edited(draft.move)}
        onSetCover={edited(draft.setCover)}
        onRemove={edited(draft.remove)}
        trailing={
          canAdd ? (
            <li>
              <AddImageButton
                label={t('roomEditor.addImage')}
                onClick={() => setPickerOpen(true)}
                disabled={save.isPending}
                className="aspect-[4/3]"
              />
            </li>
          ) : null
        }
      />
      {renderPicker({
        open: pickerOpen,
        onOpenChange: setPickerOpen,
        selectedIds: ids,
        onPick: pick,
        limit: pickLimitOf(target, ids.length),
      })}
    </div>
  );
}
