import { ImageIcon } from 'lucide-react';
import { cn } from '@web/components/ui/cn';

/** A room's cover thumbnail, or a placeholder while the room has no images. Decorative: the name is beside it. */
export function RoomThumbnail({ url, className }: { url: string | null; className?: string }) {
  const box = cn('size-14 shrink-0 overflow-hidden rounded-md bg-slate-100', className);
  if (!url) {
    return (
      <span className={cn(box, 'flex items-center justify-center text-slate-400')} aria-hidden="true">
        <ImageIcon className="size-6" />
      </span>
    );
  }
  return <img src={url} alt="" loading="lazy" className={cn(box, 'object-cover')} />;
}
