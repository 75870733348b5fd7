import { ArrowLeft } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { RoomView } from '@common/rooms/schemas';
import { Alert } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { useRooms } from '../api/get-rooms';
import { useRoomTexts } from '@web/locales/rooms';
import { AddRoomForm } from './add-room-form';
import { RoomList } from './room-list';
import { RoomsEmptyState } from './rooms-empty-state';

interface RoomsManagerProps {
  hotelId: string;
  /** The selected room's image editor; the route composes it from the galleries feature. */
  renderEditor(room: RoomView): ReactNode;
}

/**
 * The rooms page (/active-content/rooms): the room list in the left third, the selected room's images on the
 * right. The selection is the URL's ?room=, so a reload keeps it; without one the first room is shown.
 */
export function RoomsManager({ hotelId, renderEditor }: RoomsManagerProps) {
  const t = useRoomTexts();
  const rooms = useRooms(hotelId, 'created');
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const list = rooms.data ?? [];
  const selected = list.find((room) => room.id === params.get('room')) ?? list[0] ?? null;
  const select = (roomId: string) => setParams({ room: roomId }, { replace: true });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">{t('page.title')}</h2>
          <p className="text-sm text-slate-700">{t('page.intro')}</p>
        </div>
        <Link
          to={selected ? `/active-content?room=${encodeURIComponent(selected.id)}` : '/active-content'}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('page.toContentPage')}
        </Link>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-4">
          {rooms.isPending ? (
            <div role="status" className="py-6 text-center text-sm text-slate-700">
              <Spinner label={t('page.loading')} />
            </div>
          ) : rooms.isError ? (
            <Alert tone="error">{t('page.loadFailed')}</Alert>
          ) : list.length === 0 ? (
            <RoomsEmptyState />
          ) : (
            <RoomList
              hotelId={hotelId}
              rooms={list}
              selectedRoomId={selected?.id ?? null}
              onSelect={select}
            />
          )}
          <AddRoomForm hotelId={hotelId} language="en" onCreated={(room) => select(room.id)} />
        </div>
        {selected ? (
          <section className="space-y-4 lg:col-span-2" aria-labelledby={headingId}>
            <h3 id={headingId} className="text-lg font-semibold text-slate-900">
              {selected.name}
            </h3>
            {/* Keyed by room, so nothing of one room's unsaved editing carries over to the next. */}
            <div key={selected.id}>{renderEditor(selected)}</div>
          </section>
        ) : null}
      </div>
    </div>
  );
}
