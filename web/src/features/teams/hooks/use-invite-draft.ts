import { useState, type FormEvent } from 'react';
import type { AssignableRole } from '@common/teams/roles';
import type { InviteMemberInput, TeamInvitationView, TeamView } from '@common/teams/schemas';
import { ApiError, errorMessage } from '@web/lib/api-client';

export interface InviteDraft {
  email: string;
  role: AssignableRole;
  /** A chain's choice: all of its hotels (now and later) or the ones ticked. */
  allHotels: boolean;
  hotelIds: string[];
}

export interface InviteErrors {
  email?: string;
  role?: string;
  hotels?: string;
  /** null: no failure; otherwise the reason shown under the form. */
  failure: string | null;
}

interface DraftOptions {
  team: TeamView;
  /** The hotel the page is for: chosen to begin with when the user may not invite to all. */
  hotelId: string;
  saving: boolean;
  save(input: InviteMemberInput): Promise<TeamInvitationView>;
  onSent(invitation: TeamInvitationView): void;
  texts: { failed: string; noHotelChosen: string };
}

/**
 * The 'Invite member' form while it is filled in: checked with the shared schema before it is sent; a refusal
 * (an address already in the team, a bad address) shows under its field and keeps what was typed.
 */
export function useInviteDraft({ team, hotelId, saving, save, onSent, texts }: DraftOptions) {
  const [draft, setDraft] = useState<InviteDraft>({
    email: '',
    role: 'editor',
    allHotels: team.canInviteToAll,
    hotelIds: team.yourHotelIds.includes(hotelId) ? [hotelId] : team.yourHotelIds.slice(0, 1),
  });
  const [errors, setErrors] = useState<InviteErrors>({ failure: null });

  const change = (fields: Partial<InviteDraft>) => setDraft((current) => ({ ...current, ...fields }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const hotels = !team.isChain || draft.allHotels ? ('all' as const) : draft.hotelIds;
    if (hotels !== 'all' && hotels.length === 0) {
      setErrors({ hotels: texts.noHotelChosen, failure: null });
      return;
    }
    // The shared schema (and zod with it) loads on submit, as on the other forms.
    const { inviteMemberSchema } = await import('@common/teams/schemas');
    const parsed = inviteMemberSchema.safeParse({ email: draft.email, role: draft.role, hotels });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      const at = (field: string) => issues.find((issue) => issue.path[0] === field)?.message;
      setErrors({ email: at('email'), role: at('role'), hotels: at('hotels'), failure: null });
      return;
    }
    setErrors({ failure: null });
    try {
      onSent(await save(parsed.data));
    } catch (error) {
      setErrors(errorsOf(error, texts.failed));
    }
  };

  return { draft, change, errors, submit };
}

function errorsOf(error: unknown, fallback: string): InviteErrors {
  const fields = error instanceof ApiError ? error.fields : {};
  const byField = {
    email: fields.email,
    role: fields.role,
    hotels: Object.entries(fields).find(([field]) => field.startsWith('hotels'))?.[1],
  };
  const shown = Object.values(byField).some(Boolean);
  return { ...byField, failure: shown ? null : errorMessage(error, fallback) };
}
