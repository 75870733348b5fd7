import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useActiveHotel } from '../active-hotel';
import { useHotels, type Hotel } from '../api/get-hotels';
import { hotelPermissions } from '../hotel-permissions';
import { AddHotelDialog } from './add-hotel-dialog';
import { DeleteHotelDialog } from './delete-hotel-dialog';
import { EditHotelDialog } from './edit-hotel-dialog';
import { HotelCard } from './hotel-card';
import { useHotelTexts } from '@web/locales/hotels';

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'edit'; hotel: Hotel }
  | { kind: 'delete'; hotel: Hotel }
  | { kind: 'import'; hotel: Hotel }
  | null;

// The import's panel (progress, result, rooms) is loaded only when a hotel card's import is opened.
const WebsiteImportDialog = lazy(() => import('./website-import-dialog'));

/** Settings > Hotel: the user's hotels as cards, which one is active, and add, edit and delete. */
export function HotelSettings() {
  const t = useHotelTexts();
  const hotelsQuery = useHotels();
  const { activeHotel, setActiveHotelId } = useActiveHotel();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const hotels = hotelsQuery.data ?? [];
  const { canAddHotel, canDeleteHotel } = hotelPermissions(hotels);
  const close = () => setDialog(null);
  // The chain's name as entered in onboarding (DECISIONS.md point 27); every hotel of the chain carries it.
  const chainName = hotels[0]?.chainName;

  // Spec part 1, section 4: when the active hotel is deleted, the first remaining hotel becomes active.
  const onDeleted = (hotelId: string) => {
    const next = hotels.find((hotel) => hotel.id !== hotelId);
    if (hotelId === activeHotel?.id && next) setActiveHotelId(next.id);
  };

  return (
    <section aria-labelledby="hotel-settings-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="hotel-settings-heading" className="text-xl font-semibold text-slate-900">
            {t('settings.heading')}
          </h2>
          {chainName ? (
            <p className="mt-1 text-sm font-medium text-slate-800">
              {t('settings.chain', { chain: chainName })}
            </p>
          ) : null}
          <p className="mt-1 text-sm text-slate-700">{t('settings.intro')}</p>
        </div>
        {canAddHotel ? (
          <Button onClick={() => setDialog({ kind: 'add' })}>
            <Plus className="size-4" aria-hidden="true" />
            {t('settings.addHotel')}
          </Button>
        ) : null}
      </div>

      {hotelsQuery.isPending ? (
        <div role="status" className="text-sm text-slate-700">
          <Spinner label={t('settings.loading')} />
        </div>
      ) : hotelsQuery.isError ? (
        <Alert tone="error">{t('settings.loadFailed')}</Alert>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {hotels.map((hotel) => (
            <HotelCard
              key={hotel.id}
              hotel={hotel}
              isActive={hotel.id === activeHotel?.id}
              canDelete={canDeleteHotel}
              onSetActive={() => setActiveHotelId(hotel.id)}
              onEdit={() => setDialog({ kind: 'edit', hotel })}
              onDelete={() => setDialog({ kind: 'delete', hotel })}
              onImport={() => setDialog({ kind: 'import', hotel })}
            />
          ))}
        </div>
      )}

      <AddHotelDialog open={dialog?.kind === 'add'} onOpenChange={(open) => !open && close()} />
      <EditHotelDialog hotel={dialog?.kind === 'edit' ? dialog.hotel : null} onClose={close} />
      {dialog?.kind === 'import' ? (
        <Suspense fallback={null}>
          <WebsiteImportDialog hotel={dialog.hotel} onClose={close} />
        </Suspense>
      ) : null}
      <DeleteHotelDialog
        hotel={dialog?.kind === 'delete' ? dialog.hotel : null}
        onClose={close}
        onDeleted={onDeleted}
      />
    </section>
  );
}
