import { CheckCircle2, Download, Globe, MapPin, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/components/ui/cn';
import type { Hotel } from '../api/get-hotels';
import { addressLine } from '../hotel-labels';
import { RoleLocked } from '@web/features/teams/role-lock';
import { roleAllows } from '@common/teams/roles';
import { useHotelTexts } from '@web/locales/hotels';

interface HotelCardProps {
  hotel: Hotel;
  isActive: boolean;
  canDelete: boolean;
  onSetActive(): void;
  onEdit(): void;
  onDelete(): void;
  /** Opens the website import for this hotel (issue 18). */
  onImport(): void;
}

/** One hotel in the settings grid; named after the hotel so each card can be found by its name. */
export function HotelCard(props: HotelCardProps) {
  const t = useHotelTexts();
  const { hotel, isActive, canDelete, onSetActive, onEdit, onDelete, onImport } = props;
  const address = addressLine(hotel.location);
  return (
    <Card
      role="article"
      aria-label={hotel.name}
      aria-current={isActive ? 'true' : undefined}
      className={cn('flex flex-col gap-4 p-5', isActive && 'border-brand-600 ring-1 ring-brand-600')}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 break-words text-base font-semibold text-slate-900">{hotel.name}</h3>
        {isActive ? (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
            <CheckCircle2 className="size-3.5" aria-hidden="true" />
            {t('card.active')}
          </span>
        ) : null}
      </div>
      <div className="space-y-1.5 text-sm text-slate-700">
        {address ? (
          <p className="flex gap-1.5">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-label={t('card.address')} role="img" />
            <span className="min-w-0 break-words">{address}</span>
          </p>
        ) : null}
        {hotel.website ? (
          <p className="flex gap-1.5">
            <Globe className="mt-0.5 size-4 shrink-0" aria-label={t('card.website')} role="img" />
            <a
              href={hotel.website}
              target="_blank"
              rel="noreferrer"
              className="min-w-0 truncate text-brand-700 hover:underline"
            >
              {hotel.website}
            </a>
          </p>
        ) : null}
        <p className="flex flex-wrap gap-2 pt-1">
          <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            <span className="sr-only">{t('card.category')}</span>
            {t(`categories.${hotel.category}`)}
          </span>
          <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            <span className="sr-only">{t('card.type')}</span>
            {t(`types.${hotel.type}`)}
          </span>
        </p>
      </div>
      <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        {isActive ? null : (
          <Button size="sm" variant="secondary" onClick={onSetActive}>
            {t('card.setActive')}
          </Button>
        )}
        {/* Editing is an admin's (issue 36): anyone else sees the same form read-only, as the details. */}
        <Button size="sm" variant="outline" onClick={onEdit}>
          {roleAllows(hotel.role, 'admin') ? <Pencil className="size-4" aria-hidden="true" /> : null}
          {t(roleAllows(hotel.role, 'admin') ? 'card.edit' : 'card.details')}
        </Button>
        <RoleLocked needed="editor" role={hotel.role}>
          <Button size="sm" variant="outline" onClick={onImport}>
            <Download className="size-4" aria-hidden="true" />
            {t('card.importFromWebsite')}
          </Button>
        </RoleLocked>
        {canDelete ? (
          <RoleLocked needed="owner" role={hotel.role} align="end">
            <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" onClick={onDelete}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t('card.delete')}
            </Button>
          </RoleLocked>
        ) : null}
      </div>
    </Card>
  );
}
