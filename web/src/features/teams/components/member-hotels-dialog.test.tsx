import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberRole } from '@common/teams/roles';
import type { TeamMemberView, TeamView } from '@common/teams/schemas';
import {
  hotelView,
  memberView,
  renderWithHotels,
  stubTeamApi,
  teamView,
  writes,
} from '../testing/team-fixtures';
import { TeamPage } from './team-page';

/** Settings -> Team, 'Change hotels': which of a chain's hotels a member works on. */
afterEach(() => {
  vi.unstubAllGlobals();
});

// A chain's hotels are chosen by id, which the shared schema checks to be UUIDs.
const lindau = '0f5a1c2e-1111-4a6b-8c3d-000000000001';
const konstanz = '0f5a1c2e-2222-4a6b-8c3d-000000000002';
const chainHotels = [
  { id: lindau, name: 'Adler Lindau' },
  { id: konstanz, name: 'Adler Konstanz' },
];
const owner = memberView('owner', { name: 'Olga Owner', role: 'owner', isYou: true, manageable: false });
const anna = memberView('anna', { name: 'Anna Weber', hotels: [{ id: konstanz, name: 'Adler Konstanz' }] });

/** The chain's team as its owner (or `role`) sees it from Adler Lindau. */
function chainTeam(members: TeamMemberView[], overrides: Partial<TeamView> = {}) {
  return teamView({
    isChain: true,
    chainName: 'Adler Hotels',
    hotels: chainHotels,
    yourHotelIds: [lindau, konstanz],
    canInviteToAll: true,
    members,
    ...overrides,
  });
}

function renderChain(
  team: TeamView,
  options: Parameters<typeof stubTeamApi>[0]['refuse'] = {},
  role?: MemberRole,
) {
  const fetch = stubTeamApi({
    hotels: [
      hotelView(lindau, 'Adler Lindau', role ?? team.yourRole, 'chain'),
      hotelView(konstanz, 'Adler Konstanz', role ?? team.yourRole, 'chain'),
    ],
    team,
    refuse: options,
  });
  renderWithHotels(<TeamPage />, lindau);
  return fetch;
}

const row = (name: string) => within(screen.getByRole('row', { name: new RegExp(`^${name}`) }));
const checkbox = (dialog: ReturnType<typeof within>, name: string) =>
  dialog.getByRole('checkbox', { name }) as HTMLInputElement;
const radio = (dialog: ReturnType<typeof within>, name: string) =>
  dialog.getByRole('radio', { name }) as HTMLInputElement;

async function openHotelsOf(name: string) {
  await screen.findByRole('table', { name: 'Members' });
  const button = row(name).getByRole('button', { name: `Change hotels of ${name}` });
  // A click focuses the button in a browser; the dialog gives the focus back to it.
  button.focus();
  fireEvent.click(button);
  return within(await screen.findByRole('dialog', { name: `Hotels of ${name}` }));
}

describe("Team page: a chain member's hotels", () => {
  it("starts from the member's hotels, refuses none, sends the ticked ones and shows them in the table", async () => {
    const fetch = renderChain(chainTeam([owner, anna]));
    const dialog = await openHotelsOf('Anna Weber');
    expect(
      dialog.getByText("Choose which of the chain's hotels Anna Weber works on. They keep their role."),
    ).toBeTruthy();
    expect(radio(dialog, 'Only these hotels').checked).toBe(true);
    expect(radio(dialog, 'All hotels, also those added later').checked).toBe(false);
    expect(checkbox(dialog, 'Adler Konstanz').checked).toBe(true);
    expect(checkbox(dialog, 'Adler Lindau').checked).toBe(false);

    // No hotel at all is refused before anything is sent.
    fireEvent.click(checkbox(dialog, 'Adler Konstanz'));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Choose at least one hotel.')).toBeTruthy();
    expect(dialog.getByRole('group', { name: 'Hotels' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(writes(fetch)).toEqual([]);

    fireEvent.click(checkbox(dialog, 'Adler Lindau'));
    fireEvent.click(checkbox(dialog, 'Adler Konstanz'));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Anna Weber now works on Adler Lindau, Adler Konstanz.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(fetch)).toEqual([
      ['PUT', `/api/hotels/${lindau}/members/anna/hotels`, { hotels: [lindau, konstanz] }],
    ]);
    await waitFor(() => expect(row('Anna Weber').getByText('Adler Lindau, Adler Konstanz')).toBeTruthy());
    // Closed, the dialog gives the focus back to the button that opened it.
    expect(document.activeElement).toBe(
      row('Anna Weber').getByRole('button', { name: 'Change hotels of Anna Weber' }),
    );
  });

  it("gives all of the chain's hotels, also later ones, and opens a member who has them on 'All hotels'", async () => {
    const fetch = renderChain(chainTeam([owner, anna]));
    let dialog = await openHotelsOf('Anna Weber');
    fireEvent.click(radio(dialog, 'All hotels, also those added later'));
    expect(dialog.queryByRole('checkbox')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Anna Weber now works on all hotels, also those added later.'),
    ).toBeTruthy();
    expect(writes(fetch)).toEqual([['PUT', `/api/hotels/${lindau}/members/anna/hotels`, { hotels: 'all' }]]);
    await waitFor(() => expect(row('Anna Weber').getByText('All hotels')).toBeTruthy());

    dialog = await openHotelsOf('Anna Weber');
    expect(radio(dialog, 'All hotels, also those added later').checked).toBe(true);
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(fetch)).toHaveLength(1);
  });

  it("shows the server's refusal in its words and keeps the choice", async () => {
    const fetch = renderChain(chainTeam([owner, anna]), {
      [`PUT /api/hotels/${lindau}/members/anna/hotels`]: {
        status: 403,
        code: 'forbidden',
        message: 'You can only invite to and manage the hotels you work on.',
      },
    });
    const dialog = await openHotelsOf('Anna Weber');
    fireEvent.click(checkbox(dialog, 'Adler Lindau'));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'You can only invite to and manage the hotels you work on.',
    );
    expect(checkbox(dialog, 'Adler Lindau').checked).toBe(true);
    expect(checkbox(dialog, 'Adler Konstanz').checked).toBe(true);
    expect((dialog.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
    expect(writes(fetch)).toHaveLength(1);
  });

  it('offers a chain admin only the hotels they work on, without All hotels', async () => {
    const me = memberView('me', {
      name: 'Ida Admin',
      role: 'admin',
      isYou: true,
      manageable: false,
      hotels: [{ id: lindau, name: 'Adler Lindau' }],
    });
    const lea = memberView('lea', { name: 'Lea Gruber', hotels: [{ id: lindau, name: 'Adler Lindau' }] });
    renderChain(
      chainTeam([owner, me, lea], { yourHotelIds: [lindau], canInviteToAll: false, yourRole: 'admin' }),
      {},
      'admin',
    );
    const dialog = await openHotelsOf('Lea Gruber');
    expect(dialog.queryByRole('radio', { name: 'All hotels, also those added later' })).toBeNull();
    expect(dialog.queryByRole('checkbox', { name: 'Adler Konstanz' })).toBeNull();
    expect(dialog.getAllByRole('checkbox')).toHaveLength(1);
    expect(checkbox(dialog, 'Adler Lindau').checked).toBe(true);
  });

  it('has no Change hotels for the owner or a member the user may not manage', async () => {
    const ben = memberView('ben', { name: 'Ben Koch', manageable: false });
    renderChain(chainTeam([owner, anna, ben]));
    await screen.findByRole('table', { name: 'Members' });
    expect(row('Olga Owner').queryByRole('button', { name: /Change the hotels/ })).toBeNull();
    expect(row('Ben Koch').queryByRole('button', { name: /Change the hotels/ })).toBeNull();
    expect(row('Anna Weber').getByRole('button', { name: 'Change hotels of Anna Weber' })).toBeTruthy();
  });

  it("has no Change hotels on an admin's own row", async () => {
    const me = memberView('me', { name: 'Ida Admin', role: 'admin', isYou: true, manageable: false });
    renderChain(chainTeam([owner, me, anna], { yourRole: 'admin' }), {}, 'admin');
    await screen.findByRole('table', { name: 'Members' });
    expect(row('Ida Admin').queryByRole('button', { name: /Change the hotels/ })).toBeNull();
    expect(row('Anna Weber').getByRole('button', { name: 'Change hotels of Anna Weber' })).toBeTruthy();
  });

  it("has no Change hotels in an individual hotel's team", async () => {
    stubTeamApi({
      hotels: [hotelView('h1', 'Hotel Seeblick', 'owner')],
      team: teamView({ members: [teamView().members[0]!, memberView('anna', { name: 'Anna Weber' })] }),
    });
    renderWithHotels(<TeamPage />, 'h1');
    await screen.findByRole('table', { name: 'Members' });
    expect(row('Anna Weber').getByRole('button', { name: 'Remove Anna Weber' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Change the hotels/ })).toBeNull();
  });
});
