import { otaChannels, type OtaType } from '@common/ota/channels';
import { cn } from '@web/components/ui/cn';

const tileColors: Record<OtaType, string> = {
  booking: 'bg-blue-800',
  expedia: 'bg-amber-500',
  agoda: 'bg-rose-600',
  hrs: 'bg-red-700',
};

/** The channel's logo letter on a coloured tile (the catalogue's logoLetter); its name is beside it. */
export function ChannelLogo({ type, className }: { type: OtaType; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-base font-bold text-white',
        tileColors[type],
        className,
      )}
    >
      {otaChannels[type].logoLetter}
    </span>
  );
}
