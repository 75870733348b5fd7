import { useEffect, useId, useState } from 'react';
import type { RoomView } from '@common/rooms/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { RoleLocked } from '@web/features/teams/role-lock';
import { useRoomTexts } from '@web/locales/rooms';
import { useDeleteRoom } from '../api/delete-room';
import { useRooms } from '../api/get-rooms';
import { DeleteRoomDialog } from './delete-room-dialog';
import { EditRoomDialog } from './edit-room-dialog';
import { MyRoomCard } from './my-room-card';
import { AddRoomForm } from './add-room-form';

interface MyRoomsPanelProps {
  hotelId: string;
  selectedRoomId: string | null;
  /** null returns to the hotel (the selected room was deleted or no longer exists). */
  onSelect(roomId: string | null): void;
}

type Outcome = 'deleted' | 'failed' | null;

/**
 * 'My Rooms' on the content page: rooms by name; 'manage rooms' shows edit and delete buttons and the add form. Edit
 * opens the rooms page's form in German: name, type and the room's facts.
 */
export function MyRoomsPanel({ hotelId, selectedRoomId, onSelect }: MyRoomsPanelProps) {
  const t = useRoomTexts();
  const rooms = useRooms(hotelId, 'name');
  const deleteRoom = useDeleteRoom(hotelId);
  const headingId = useId();
  const [managing, setManaging] = useState(false);
  const [deleting, setDeleting] = useState<RoomView | null>(null);
  const [editing, setEditing] = useState<RoomView | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const list = rooms.data ?? [];

  // A ?room= from an old link or a room deleted elsewhere: return to the hotel instead of a page of 404s.
  const stale =
    rooms.isSuccess && selectedRoomId !== null && !list.some((room) => room.id === selectedRoomId);
  useEffect(() => {
    if (stale) onSelect(null);
  }, [stale, onSelect]);

  const confirmDelete = async () => {
    if (!deleting) return;
    const room = deleting;
    setDeleting(null);
    setOutcome(null);
    try {
      await deleteRoom.mutateAsync(room.id);
    } catch {
      setOutcome('failed');
      return;
    }
    setOutcome('deleted');
    if (room.id === selectedRoomId) onSelect(null);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('myRooms.title')}
        </h3>
        <RoleLocked needed="editor" align="end">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={managing}
            onClick={() => {
              setManaging(!managing);
              setOutcome(null);
            }}
          >
            {managing ? (
              t('myRooms.done')
            ) : (
              // ::first-letter needs a block: the button itself is a flex box.
              <span className="inline-block first-letter:uppercase">{t('myRooms.manage')}</span>
            )}
          </Button>
        </RoleLocked>
      </div>
      {outcome === 'deleted' ? <Alert tone="success">{t('myRooms.deleted')}</Alert> : null}
      {outcome === 'failed' ? <Alert tone="error">{t('myRooms.deleteFailed')}</Alert> : null}
      {rooms.isPending ? (
        <div role="status" className="py-4 text-center text-sm text-slate-700">
          <Spinner label={t('myRooms.loading')} />
        </div>
      ) : rooms.isError ? (
        <Alert tone="error">{t('myRooms.loadFailed')}</Alert>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-700">{t('myRooms.empty')}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((room) => (
            <MyRoomCard
              key={room.id}
              room={room}
              selected={room.id === selectedRoomId}
              managing={managing}
              onSelect={() => onSelect(room.id)}
              onEdit={() => setEditing(room)}
              onDelete={() => setDeleting(room)}
            />
          ))}
        </ul>
      )}
      {managing ? <AddRoomForm hotelId={hotelId} language="de" onCancel={() => setManaging(false)} /> : null}
      <EditRoomDialog hotelId={hotelId} room={editing} onClose={() => setEditing(null)} language="de" />
      <DeleteRoomDialog
        room={deleting}
        deleting={deleteRoom.isPending}
        failure={null}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        language="de"
      />
    </section>
  );
}
