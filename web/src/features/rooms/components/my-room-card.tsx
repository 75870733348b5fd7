import { Pencil, Trash2 } from 'lucide-react';
import type { RoomView } from '@common/rooms/schemas';
import { cn } from '@web/components/ui/cn';
import { useRoomTexts } from '@web/locales/rooms';
import { useRoomFactsSummary } from '../facts/room-facts-summary';
import { useRoomTypeLabel } from '../room-type-label';
import { RoomThumbnail } from './room-thumbnail';

interface MyRoomCardProps {
  room: RoomView;
  selected: boolean;
  managing: boolean;
  onSelect(): void;
  onEdit(): void;
  onDelete(): void;
}

/**
 * A room in 'My Rooms': cover, name, type ('Zimmer' for the default type) and facts; edit and delete buttons while
 * managing.
 */
export function MyRoomCard({ room, selected, managing, onSelect, onEdit, onDelete }: MyRoomCardProps) {
  const t = useRoomTexts();
  const roomTypeLabel = useRoomTypeLabel('de');
  const factsSummary = useRoomFactsSummary('de')(room.facts);
  return (
    <li
      className={cn(
        'relative flex items-center gap-3 rounded-lg border p-2',
        selected ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white hover:bg-slate-50',
      )}
    >
      <button
        type="button"
        onClick={onSelect}
        aria-pressed={selected}
        aria-label={t('myRooms.select', { name: room.name })}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-md text-left focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <RoomThumbnail url={room.coverThumbUrl} />
        <span className="min-w-0">
          <span className="block truncate font-medium text-slate-900">{room.name}</span>
          <span className="block text-xs text-slate-600">{roomTypeLabel(room.type)}</span>
          {factsSummary ? <span className="block text-xs text-slate-600">{factsSummary}</span> : null}
        </span>
      </button>
      {managing ? (
        <>
          <button
            type="button"
            onClick={onEdit}
            aria-label={t('myRooms.edit', { name: room.name })}
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Pencil className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={onDelete}
            aria-label={t('myRooms.delete', { name: room.name })}
            className="rounded-md p-2 text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600"
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </>
      ) : null}
    </li>
  );
}
