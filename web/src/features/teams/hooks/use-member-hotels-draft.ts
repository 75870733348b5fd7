import { useState, type FormEvent } from 'react';
import type { MemberHotelsInput, TeamMemberView, TeamView } from '@common/teams/schemas';
import { ApiError, errorMessage } from '@web/lib/api-client';
import type { HotelChoiceValue } from '../components/hotel-choice';

export interface MemberHotelsErrors {
  hotels?: string;
  /** null: no failure; otherwise the server's reason, shown above the buttons. */
  failure: string | null;
}

interface DraftOptions {
  team: TeamView;
  member: TeamMemberView;
  saving: boolean;
  save(input: MemberHotelsInput): Promise<TeamMemberView>;
  onSaved(member: TeamMemberView): void;
  texts: { failed: string; noHotelChosen: string };
}

/**
 * The choice of 'Change hotels' while it is made: it starts from the member's hotels, is checked with the shared
 * schema before it is sent, and stays as chosen when the server refuses it.
 */
export function useMemberHotelsDraft({ team, member, saving, save, onSaved, texts }: DraftOptions) {
  const [choice, setChoice] = useState<HotelChoiceValue>(() => ({
    // 'All hotels' is offered only to a user who works on all of them; anyone else sees the member's ticks.
    allHotels: member.allHotels && team.canInviteToAll,
    hotelIds: member.hotels.map((hotel) => hotel.id),
  }));
  const [errors, setErrors] = useState<MemberHotelsErrors>({ failure: null });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const hotels = choice.allHotels ? ('all' as const) : choice.hotelIds;
    if (hotels !== 'all' && hotels.length === 0) {
      setErrors({ hotels: texts.noHotelChosen, failure: null });
      return;
    }
    // The shared schema (and zod with it) loads on submit, as on the other forms.
    const { memberHotelsSchema } = await import('@common/teams/schemas');
    const parsed = memberHotelsSchema.safeParse({ hotels });
    if (!parsed.success) {
      setErrors({ hotels: parsed.error.issues[0]?.message, failure: null });
      return;
    }
    setErrors({ failure: null });
    try {
      onSaved(await save(parsed.data));
    } catch (error) {
      setErrors(errorsOf(error, texts.failed));
    }
  };

  return { choice, setChoice, errors, submit };
}

function errorsOf(error: unknown, fallback: string): MemberHotelsErrors {
  const fields = error instanceof ApiError ? error.fields : {};
  const hotels = Object.entries(fields).find(([field]) => field.startsWith('hotels'))?.[1];
  return hotels ? { hotels, failure: null } : { failure: errorMessage(error, fallback) };
}
