import { Spinner } from '@web/components/ui/spinner';
import { ImagePickerDialog } from '@web/features/assets/components/image-picker-dialog';
import { useActiveHotel } from '@web/features/hotels/active-hotel';
import { NoHotelNotice } from '@web/components/ui/no-hotel-notice';
import { TemplatesPage } from '@web/features/templates/components/templates-page';
import { ListOrTrash } from '@web/features/trash/components/list-or-trash';
import { TrashList } from '@web/features/trash/components/trash-list';
import { useTemplateTexts } from '@web/locales/templates';

/**
 * The templates page (spec part 2, section 2): the active hotel's templates and their editor, or the templates'
 * 'Trash' view (issue 31, point 4).
 */
export function Component() {
  const t = useTemplateTexts();
  const { activeHotel, isLoading } = useActiveHotel();
  if (isLoading) {
    return (
      <div role="status" className="py-16 text-center text-sm text-slate-700">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (!activeHotel)
    return (
      <NoHotelNotice title={t('noHotelTitle')} text={t('noHotelText')} settingsLabel={t('goToSettings')} />
    );
  const hotelId = activeHotel.id;
  return (
    <ListOrTrash
      backLabel={t('trash.backToTemplates')}
      list={
        // Keyed by hotel, so switching hotels starts over: no search, editor or dialog of the other hotel is kept.
        <TemplatesPage
          key={hotelId}
          hotelId={hotelId}
          renderPicker={(props) => <ImagePickerDialog hotelId={hotelId} variant="template" {...props} />}
        />
      }
      trash={<TrashList key={hotelId} hotelId={hotelId} kind="templates" />}
    />
  );
}
