import { useId } from 'react';
import type { TeamView } from '@common/teams/schemas';
import { useTeamTexts } from '@web/locales/teams';

/** Which of a chain's hotels someone works on: all of them (now and later) or the ones ticked. */
export interface HotelChoiceValue {
  allHotels: boolean;
  hotelIds: string[];
}

interface HotelChoiceProps {
  team: TeamView;
  value: HotelChoiceValue;
  onChange(value: HotelChoiceValue): void;
  /** Why the choice cannot be sent ('Choose at least one hotel.'), shown under it. */
  error?: string;
}

const inputClass = 'size-4 border-slate-300 text-brand-600 focus:ring-brand-600';

/**
 * A chain's 'Hotels' choice, as the invitation and 'Change hotels' ask it: 'All hotels' only for a user who works
 * on all of them (the server refuses it otherwise), else a tick list of the hotels the user works on.
 */
export function HotelChoice({ team, value, onChange, error }: HotelChoiceProps) {
  const t = useTeamTexts();
  const id = useId();
  const errorId = `${id}-error`;
  const yourHotels = team.hotels.filter((hotel) => team.yourHotelIds.includes(hotel.id));
  // Ticked ids in the team's order, so that a request lists them as the page does.
  const withHotel = (hotelId: string, chosen: boolean) =>
    team.hotels
      .map((hotel) => hotel.id)
      .filter((entry) => (entry === hotelId ? chosen : value.hotelIds.includes(entry)));

  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{t('hotelChoice.legend')}</legend>
      {team.canInviteToAll ? (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name={id}
            className={inputClass}
            checked={value.allHotels}
            onChange={() => onChange({ allHotels: true, hotelIds: value.hotelIds })}
          />
          {t('hotelChoice.allHotels')}
        </label>
      ) : null}
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="radio"
          name={id}
          className={inputClass}
          checked={!value.allHotels}
          onChange={() => onChange({ allHotels: false, hotelIds: value.hotelIds })}
        />
        {t('hotelChoice.chosenHotels')}
      </label>
      {!value.allHotels ? (
        <div className="ml-6 max-h-48 space-y-1 overflow-y-auto">
          {yourHotels.map((hotel) => (
            <label key={hotel.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className={`${inputClass} rounded`}
                checked={value.hotelIds.includes(hotel.id)}
                onChange={(event) =>
                  onChange({ allHotels: false, hotelIds: withHotel(hotel.id, event.target.checked) })
                }
              />
              {hotel.name}
            </label>
          ))}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
