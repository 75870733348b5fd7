import { Link } from 'react-router';
import type { PreviewRoomView } from '@common/templates/schemas';
import { useRoomTypeLabel } from '../room-type-label';
import { BedIcon } from './icons';

/** The hotel's rooms; each opens the room's own view (DECISIONS.md 16), linkable through ?room={id}. */
export function RoomList({
  rooms,
  roomHref,
}: {
  rooms: readonly PreviewRoomView[];
  roomHref(id: string): string;
}) {
  const roomTypeLabel = useRoomTypeLabel();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {rooms.map((room) => (
        <li key={room.id}>
          <Link
            to={roomHref(room.id)}
            className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {room.coverThumbUrl ? (
              <img
                src={room.coverThumbUrl}
                alt=""
                loading="lazy"
                className="size-16 shrink-0 rounded-md object-cover"
              />
            ) : (
              <span className="flex size-16 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-500">
                <BedIcon className="size-6" />
              </span>
            )}
            <span className="min-w-0">
              <span className="block font-medium break-words text-slate-900">{room.name}</span>
              {room.type ? (
                <span className="block text-sm text-slate-600">{roomTypeLabel(room.type)}</span>
              ) : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
