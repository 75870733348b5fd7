import { Pencil, Trash2 } from 'lucide-react';
import type { RoomView } from '@common/rooms/schemas';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/components/ui/cn';
import { RoleLocked } from '@web/features/teams/role-lock';
import { useRoomTexts } from '@web/locales/rooms';
import { useRoomFactsSummary } from '../facts/room-facts-summary';
import { useRoomTypeLabel } from '../room-type-label';
import { RoomThumbnail } from './room-thumbnail';

interface RoomListItemProps {
  room: RoomView;
  selected: boolean;
  onSelect(): void;
  onEdit(): void;
  onDelete(): void;
}

/** One room on the rooms page: cover, name, type, image count and facts; edit and delete always visible (DECISIONS.md 25). */
export function RoomListItem({ room, selected, onSelect, onEdit, onDelete }: RoomListItemProps) {
  const t = useRoomTexts();
  const roomTypeLabel = useRoomTypeLabel('en');
  const factsSummary = useRoomFactsSummary('en')(room.facts);
  return (
    <li
      className={cn(
        'flex items-center gap-2 rounded-lg border p-2',
        selected ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white hover:bg-slate-50',
      )}
    >
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-md text-left focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <RoomThumbnail url={room.coverThumbUrl} />
        <span className="min-w-0">
          <span className="block truncate font-medium text-slate-900">{room.name}</span>
          <span className="block text-xs text-slate-600">
            {roomTypeLabel(room.type)} · {t('page.imageCount', { count: room.imageCount })}
          </span>
          {factsSummary ? <span className="block text-xs text-slate-600">{factsSummary}</span> : null}
        </span>
      </button>
      <RoleLocked needed="editor" align="end">
        <Button
          variant="ghost"
          size="sm"
          className="px-2"
          aria-label={t('page.edit', { name: room.name })}
          onClick={onEdit}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </Button>
      </RoleLocked>
      <RoleLocked needed="editor" align="end">
        <Button
          variant="ghost"
          size="sm"
          className="px-2 text-red-700"
          aria-label={t('page.delete', { name: room.name })}
          onClick={onDelete}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </RoleLocked>
    </li>
  );
}
