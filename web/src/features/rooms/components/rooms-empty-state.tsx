import { BedDouble } from 'lucide-react';
import { useRoomTexts } from '@web/locales/rooms';

/** Shown while the hotel has no rooms: says so and points at the add-room form below it. */
export function RoomsEmptyState() {
  const t = useRoomTexts();
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center">
      <BedDouble className="size-8 text-slate-500" aria-hidden="true" />
      <h3 className="font-semibold text-slate-900">{t('page.emptyTitle')}</h3>
      <p className="text-sm text-slate-700">{t('page.emptyText')}</p>
    </div>
  );
}
