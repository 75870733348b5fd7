import { EditDeleteMenu } from '@web/components/ui/edit-delete-menu';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import type { RoomView } from '@common/rooms/schemas';
import type { MemberRole } from '@common/teams/roles';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useRooms } from '@web/features/rooms/api/get-rooms';
import { DeleteRoomDialog } from '@web/features/rooms/components/delete-room-dialog';
import { EditRoomDialog } from '@web/features/rooms/components/edit-room-dialog';
import { useConfirmedRoomDelete } from '@web/features/rooms/hooks/use-confirmed-room-delete';
import { useRoomTypeLabel } from '@web/features/rooms/room-type-label';
import { RoleLocked, useRoleLock } from '@web/features/teams/role-lock';
import { usePropertyImportTexts } from '@web/locales/propertyImport';
import { AddRoomDialog } from './add-room-dialog';

/**
 * The rooms panel of the import result (spec part 1, section 2): the hotel's rooms with name and type, to
 * check what the import brought in and correct it before moving on: add, rename or retype, delete.
 */
export function ImportedRoomsPanel({ hotelId, role }: { hotelId: string; role: MemberRole }) {
  const t = usePropertyImportTexts();
  const roomTypeLabel = useRoomTypeLabel('en');
  const rooms = useRooms(hotelId, 'created');
  const deletion = useConfirmedRoomDelete(hotelId);
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<RoomView | null>(null);
  const list = rooms.data ?? [];

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {t('roomsTitle')}
        </h3>
        <RoleLocked needed="editor" role={role} align="end">
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden="true" />
            {t('addRoom')}
          </Button>
        </RoleLocked>
      </div>
      {rooms.isPending ? (
        <p role="status" className="py-2 text-sm text-slate-700">
          <Spinner label={t('roomsLoading')} />
        </p>
      ) : rooms.isError ? (
        <Alert tone="error">{t('roomsLoadFailed')}</Alert>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-700">{t('noRooms')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y divide-slate-200">
          {list.map((room) => (
            <li key={room.id} className="flex items-center gap-3 py-2">
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-slate-900">{room.name}</span>
                <span className="block text-xs text-slate-600">{roomTypeLabel(room.type)}</span>
              </span>
              <RoomMenu
                room={room}
                role={role}
                onEdit={() => setEditing(room)}
                onDelete={() => deletion.ask(room)}
              />
            </li>
          ))}
        </ul>
      )}
      <AddRoomDialog hotelId={hotelId} open={adding} onClose={() => setAdding(false)} />
      <EditRoomDialog hotelId={hotelId} room={editing} onClose={() => setEditing(null)} />
      <DeleteRoomDialog {...deletion.dialog} language="en" />
    </section>
  );
}

/** A room's Edit/Delete menu, locked for a role that may not change rooms (issue 36). */
function RoomMenu({
  room,
  role,
  onEdit,
  onDelete,
}: {
  room: RoomView;
  role: MemberRole;
  onEdit(): void;
  onDelete(): void;
}) {
  const t = usePropertyImportTexts();
  const lock = useRoleLock('editor', { role, align: 'end' });
  return (
    <span className="relative flex shrink-0">
      <EditDeleteMenu
        placement="row"
        label={t('roomMenu', { name: room.name })}
        editLabel={t('editRoom')}
        deleteLabel={t('deleteRoom')}
        onEdit={onEdit}
        onDelete={onDelete}
        triggerProps={lock.controlProps}
      />
      {lock.tooltip}
    </span>
  );
}
