import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import {
  bedTypes,
  roomFactLimits,
  roomViews,
  type BedType,
  type RoomViewKind,
} from '@common/rooms/room-facts';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useRoomTexts } from '@web/locales/rooms';
import type { NumberFact, RoomFactsDraft } from '../facts/room-facts-draft';
import type { RoomsLanguage } from '../rooms-language';

interface RoomFactsFieldsProps {
  language: RoomsLanguage;
  draft: RoomFactsDraft;
  onChange(draft: RoomFactsDraft): void;
  /** The server's messages by field ('maxChildren', 'beds', 'beds.0.count'). */
  errors: Record<string, string>;
}

const selectClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 ' +
  'focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none aria-[invalid=true]:border-red-500';

/** Each number fact's range, as the API checks it (the inputs' min and max). */
const ranges: Record<NumberFact, { min: number; max: number }> = {
  maxOccupancy: roomFactLimits.occupancy,
  standardOccupancy: roomFactLimits.occupancy,
  maxChildren: roomFactLimits.children,
  sizeSqm: roomFactLimits.sizeSqm,
  roomCount: roomFactLimits.roomCount,
};

/**
 * 'Room details' (issue 32): guests, standard occupancy, children, beds (a type and count per row), size, number
 * of rooms and view, labelled in the screen's language, each with the server's message under it. Shared by the
 * rooms page's edit dialog and 'My Rooms'.
 */
export function RoomFactsFields({ language, draft, onChange, errors }: RoomFactsFieldsProps) {
  const t = useRoomTexts();
  const headingId = useId();
  const text = (key: 'maxOccupancy' | 'standardOccupancy' | 'maxChildren' | 'sizeSqm' | 'roomCount') =>
    t(`facts.${language}.${key}`);
  const setNumber = (key: NumberFact, value: string) =>
    onChange({ ...draft, numbers: { ...draft.numbers, [key]: value } });
  const setBed = (index: number, bed: Partial<RoomFactsDraft['beds'][number]>) =>
    onChange({
      ...draft,
      beds: draft.beds.map((entry, at) => (at === index ? { ...entry, ...bed } : entry)),
    });
  const unusedType = bedTypes.find((type) => !draft.beds.some((bed) => bed.type === type));

  const numberField = (key: NumberFact) => (
    <Field label={text(key)} error={errors[key]}>
      <Input
        type="number"
        inputMode="numeric"
        min={ranges[key].min}
        max={ranges[key].max}
        step={1}
        value={draft.numbers[key]}
        onChange={(event) => setNumber(key, event.target.value)}
      />
    </Field>
  );

  return (
    <fieldset aria-labelledby={headingId} className="space-y-3 border-t border-slate-200 pt-4">
      <legend id={headingId} className="text-sm font-semibold text-slate-900">
        {t(`facts.${language}.title`)}
      </legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {numberField('maxOccupancy')}
        {numberField('standardOccupancy')}
        {numberField('maxChildren')}
      </div>
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-800">{t(`facts.${language}.beds`)}</p>
        {draft.beds.map((bed, index) => (
          <div key={index} className="flex items-start gap-2">
            <div className="flex-1">
              <Field
                label={t(`facts.${language}.bedType`, { number: index + 1 })}
                error={errors[`beds.${index}.type`]}
              >
                <select
                  value={bed.type}
                  onChange={(event) => setBed(index, { type: event.target.value as BedType })}
                  className={selectClass}
                >
                  {bedTypes.map((type) => (
                    <option key={type} value={type}>
                      {t(`facts.${language}.bedTypes.${type}`)}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
            <div className="w-28">
              <Field
                label={t(`facts.${language}.bedCount`, { number: index + 1 })}
                error={errors[`beds.${index}.count`]}
              >
                <Input
                  type="number"
                  inputMode="numeric"
                  min={roomFactLimits.bedsPerType.min}
                  max={roomFactLimits.bedsPerType.max}
                  step={1}
                  value={bed.count}
                  onChange={(event) => setBed(index, { count: event.target.value })}
                />
              </Field>
            </div>
            <Button
              variant="ghost"
              size="sm"
              className="mt-7 px-2"
              aria-label={t(`facts.${language}.removeBed`, { number: index + 1 })}
              onClick={() => onChange({ ...draft, beds: draft.beds.filter((_, at) => at !== index) })}
            >
              <X className="size-4" aria-hidden="true" />
            </Button>
          </div>
        ))}
        {errors.beds ? <p className="text-sm text-red-700">{errors.beds}</p> : null}
        {/* One row per bed type at most, as the API takes them; importing the schema would bring zod along. */}
        {unusedType ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onChange({ ...draft, beds: [...draft.beds, { type: unusedType, count: '1' }] })}
          >
            <Plus className="size-4" aria-hidden="true" />
            {t(`facts.${language}.addBed`)}
          </Button>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {numberField('sizeSqm')}
        {numberField('roomCount')}
        <Field label={t(`facts.${language}.view`)} error={errors.view}>
          <select
            value={draft.view}
            onChange={(event) => onChange({ ...draft, view: event.target.value as RoomViewKind | '' })}
            className={selectClass}
          >
            <option value="">{t(`facts.${language}.noView`)}</option>
            {roomViews.map((view) => (
              <option key={view} value={view}>
                {t(`facts.${language}.views.${view}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </fieldset>
  );
}
