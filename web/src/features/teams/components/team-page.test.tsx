import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  hotelView,
  invitationView,
  memberView,
  renderWithHotels,
  stubTeamApi,
  teamView,
  writes,
} from '../testing/team-fixtures';
import { TeamPage } from './team-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ownHotel = [hotelView('h1', 'Hotel Seeblick', 'owner')];
// A chain's hotels are chosen by id, which the shared schema checks to be UUIDs.
const lindau = '0f5a1c2e-1111-4a6b-8c3d-000000000001';
const konstanz = '0f5a1c2e-2222-4a6b-8c3d-000000000002';
const renderPage = () => renderWithHotels(<TeamPage />, 'h1');
const membersTable = () => screen.findByRole('table', { name: 'Members' });
const row = (name: string) => within(screen.getByRole('row', { name: new RegExp(`^${name}`) }));

describe('TeamPage', () => {
  it('lists the members with their role, e-mail and last activity; the owner and oneself have no controls', async () => {
    stubTeamApi({
      hotels: ownHotel,
      team: teamView({
        members: [
          teamView().members[0]!,
          memberView('anna', {
            name: 'Anna Weber',
            role: 'editor',
            lastActiveAt: '2026-03-05T12:00:00.000Z',
          }),
          memberView('ben', { role: 'viewer' }),
        ],
      }),
    });
    renderPage();
    await membersTable();
    expect(screen.getByRole('heading', { name: 'Team' })).toBeTruthy();
    expect(screen.getByText('The people who work on Hotel Seeblick, each with a role.')).toBeTruthy();

    const owner = row('Olga Owner');
    expect(owner.getByText('You')).toBeTruthy();
    expect(owner.getByText('Owner')).toBeTruthy();
    expect(owner.queryByRole('combobox')).toBeNull();
    expect(owner.queryByRole('button')).toBeNull();

    const anna = row('Anna Weber');
    expect(anna.getByText('anna@example.com')).toBeTruthy();
    expect((anna.getByRole('combobox', { name: 'Role of Anna Weber' }) as HTMLSelectElement).value).toBe(
      'editor',
    );
    expect(anna.getByText(/^5 March( 2026)?$/)).toBeTruthy();
    expect(anna.getByRole('button', { name: 'Remove Anna Weber' })).toBeTruthy();

    // A member without a name is named by address, and one never active says so.
    const ben = row('No name yet');
    expect(ben.getByRole('combobox', { name: 'Role of ben@example.com' })).toBeTruthy();
    expect(ben.getByText('Never')).toBeTruthy();
    // An individual hotel has no Hotels column.
    expect(screen.queryByRole('columnheader', { name: 'Hotels' })).toBeNull();
  });

  it('invites a member by address and role, and lists the invitation as pending', async () => {
    const fetch = stubTeamApi({ hotels: ownHotel });
    renderPage();
    await membersTable();
    expect(screen.getByText('No invitations are waiting for an answer.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Invite member' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite member' }));
    // An individual hotel's invitation is always for the hotel: no choice of hotels.
    expect(dialog.queryByRole('group', { name: 'Hotels' })).toBeNull();
    fireEvent.change(dialog.getByLabelText('E-mail'), { target: { value: 'Anna.Weber@example.com' } });
    fireEvent.change(dialog.getByLabelText('Role'), { target: { value: 'admin' } });
    expect(
      dialog.getByText('Everything but billing, deleting hotels and ownership, including the team'),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));

    expect(
      await screen.findByText('Invitation sent to anna.weber@example.com. The link is valid for 7 days.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(fetch)).toEqual([
      [
        'POST',
        '/api/hotels/h1/invitations',
        { email: 'Anna.Weber@example.com', role: 'admin', hotels: 'all' },
      ],
    ]);
    const invitations = within(await screen.findByRole('table', { name: 'Pending invitations' }));
    expect(invitations.getByRole('row', { name: /anna\.weber@example\.com Admin/ })).toBeTruthy();
  });

  it('checks the address before sending, and shows why the server refused', async () => {
    const fetch = stubTeamApi({
      hotels: ownHotel,
      refuse: {
        'POST /api/hotels/h1/invitations': {
          status: 409,
          code: 'conflict',
          message: 'anna@example.com is already a member of this team.',
        },
      },
    });
    renderPage();
    await membersTable();
    fireEvent.click(screen.getByRole('button', { name: 'Invite member' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite member' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText('E-mail is required')).toBeTruthy();
    expect(writes(fetch)).toEqual([]);

    fireEvent.change(dialog.getByLabelText('E-mail'), { target: { value: 'anna@example.com' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText('anna@example.com is already a member of this team.')).toBeTruthy();
    expect((dialog.getByLabelText('E-mail') as HTMLInputElement).value).toBe('anna@example.com');
  });

  it("offers a chain's hotels: all of them, or the ones ticked", async () => {
    const fetch = stubTeamApi({
      hotels: [
        hotelView(lindau, 'Adler Lindau', 'owner', 'chain'),
        hotelView(konstanz, 'Adler Konstanz', 'owner', 'chain'),
      ],
      team: teamView({
        isChain: true,
        chainName: 'Adler Hotels',
        hotels: [
          { id: lindau, name: 'Adler Lindau' },
          { id: konstanz, name: 'Adler Konstanz' },
        ],
        yourHotelIds: [lindau, konstanz],
        canInviteToAll: true,
        members: [
          { ...teamView().members[0]!, hotels: [] },
          memberView('anna', { name: 'Anna Weber', hotels: [{ id: konstanz, name: 'Adler Konstanz' }] }),
        ],
      }),
    });
    renderWithHotels(<TeamPage />, lindau);
    await membersTable();
    expect(
      screen.getByText('The people who work on the hotels of Adler Hotels, each with a role.'),
    ).toBeTruthy();
    expect(row('Olga Owner').getByText('All hotels')).toBeTruthy();
    expect(row('Anna Weber').getByText('Adler Konstanz')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Invite member' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite member' }));
    expect(
      (dialog.getByRole('radio', { name: 'All hotels, also those added later' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(dialog.getByRole('radio', { name: 'Only these hotels' }));
    expect((dialog.getByRole('checkbox', { name: 'Adler Lindau' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Adler Lindau' }));
    fireEvent.change(dialog.getByLabelText('E-mail'), { target: { value: 'ben@example.com' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText('Choose at least one hotel.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Adler Konstanz' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(fetch)).toEqual([
      [
        'POST',
        `/api/hotels/${lindau}/invitations`,
        { email: 'ben@example.com', role: 'editor', hotels: [konstanz] },
      ],
    ]);
  });

  it('resends an invitation, and revokes one only once asked', async () => {
    const fetch = stubTeamApi({
      hotels: ownHotel,
      team: teamView({
        invitations: [
          invitationView('i1', 'late@example.com', { expired: true }),
          invitationView('i2', 'soon@example.com', { role: 'editor' }),
        ],
      }),
    });
    renderPage();
    const invitations = within(await screen.findByRole('table', { name: 'Pending invitations' }));
    expect(
      within(invitations.getByRole('row', { name: /^late@example\.com/ })).getByText('Expired'),
    ).toBeTruthy();

    fireEvent.click(invitations.getByRole('button', { name: 'Resend the invitation to late@example.com' }));
    expect(
      await screen.findByText(
        'The invitation was sent again to late@example.com, with a new link valid for 7 days.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(
        within(invitations.getByRole('row', { name: /^late@example\.com/ })).queryByText('Expired'),
      ).toBeNull(),
    );

    fireEvent.click(invitations.getByRole('button', { name: 'Revoke the invitation to soon@example.com' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Revoke the invitation?' }));
    expect(
      dialog.getByText(/The invitation link sent to soon@example.com stops working at once/),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(fetch)).toEqual([['POST', '/api/hotels/h1/invitations/i1/resend', undefined]]);

    fireEvent.click(invitations.getByRole('button', { name: 'Revoke the invitation to soon@example.com' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Revoke the invitation?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Revoke invitation' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /^soon@example\.com/ })).toBeNull());
    expect(writes(fetch)).toContainEqual(['DELETE', '/api/hotels/h1/invitations/i2', undefined]);
  });

  it("changes a member's role from its select, and removes a member only once asked", async () => {
    const fetch = stubTeamApi({
      hotels: ownHotel,
      team: teamView({ members: [teamView().members[0]!, memberView('anna', { name: 'Anna Weber' })] }),
    });
    renderPage();
    await membersTable();
    fireEvent.change(screen.getByRole('combobox', { name: 'Role of Anna Weber' }), {
      target: { value: 'viewer' },
    });
    expect(await screen.findByText('Anna Weber is now Viewer.')).toBeTruthy();
    expect(writes(fetch)).toEqual([['PUT', '/api/hotels/h1/members/anna', { role: 'viewer' }]]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Anna Weber' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove this member?' }));
    expect(dialog.getByText(/Anna Weber loses access to Hotel Seeblick at their next click/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Remove member' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /^Anna Weber/ })).toBeNull());
    expect(writes(fetch)).toContainEqual(['DELETE', '/api/hotels/h1/members/anna', undefined]);
  });

  it("shows a refused role change in the server's words", async () => {
    stubTeamApi({
      hotels: ownHotel,
      team: teamView({ members: [teamView().members[0]!, memberView('anna', { name: 'Anna Weber' })] }),
      refuse: {
        'PUT /api/hotels/h1/members/anna': {
          status: 403,
          code: 'forbidden',
          message: 'You can only invite to and manage the hotels you work on.',
        },
      },
    });
    renderPage();
    await membersTable();
    fireEvent.change(screen.getByRole('combobox', { name: 'Role of Anna Weber' }), {
      target: { value: 'admin' },
    });
    expect(await screen.findByText('You can only invite to and manage the hotels you work on.')).toBeTruthy();
  });

  it('hands ownership over once asked, and shows the open offer with Cancel offer', async () => {
    const fetch = stubTeamApi({
      hotels: ownHotel,
      team: teamView({ members: [teamView().members[0]!, memberView('anna', { name: 'Anna Weber' })] }),
    });
    renderPage();
    await membersTable();
    const handOver = screen.getByRole('button', { name: 'Hand over ownership' });
    expect((handOver as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('New owner'), { target: { value: 'anna' } });
    fireEvent.click(handOver);
    const dialog = within(await screen.findByRole('dialog', { name: 'Hand over ownership?' }));
    expect(dialog.getByText(/Anna Weber becomes the owner of Hotel Seeblick once they accept/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Offer ownership' }));
    expect(await screen.findByText(/You offered ownership to Anna Weber on 3 March/)).toBeTruthy();
    expect(writes(fetch)).toEqual([['POST', '/api/hotels/h1/ownership-offer', { userId: 'anna' }]]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel offer' }));
    expect(await screen.findByLabelText('New owner')).toBeTruthy();
    expect(writes(fetch)).toContainEqual(['DELETE', '/api/hotels/h1/ownership-offer', undefined]);
  });

  it('tells an editor that their role does not allow this, without asking for the team', async () => {
    const fetch = stubTeamApi({ hotels: [hotelView('h1', 'Hotel Seeblick', 'editor')] });
    renderPage();
    expect(await screen.findByText('Your role does not allow this.')).toBeTruthy();
    expect(screen.getByText('Your role in Hotel Seeblick: Editor.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite member' })).toBeNull();
    expect(fetch.mock.calls.map(([url]) => url)).not.toContain('/api/hotels/h1/team');

    fireEvent.click(screen.getByRole('button', { name: 'Leave team' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Leave the team?' }));
    expect(dialog.getByText(/You lose access to Hotel Seeblick at once/)).toBeTruthy();
  });

  it('asks the member the team was offered to to accept it', async () => {
    const fetch = stubTeamApi({
      hotels: [hotelView('h1', 'Hotel Seeblick', 'viewer')],
      offerToYou: {
        toUserId: 'me',
        toName: '',
        toEmail: 'me@example.com',
        fromName: 'Olga Owner',
        fromEmail: 'owner@example.com',
        createdAt: '2026-03-03T09:00:00.000Z',
        hotels: [{ id: 'h1', name: 'Hotel Seeblick' }],
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Ownership offered to you' })).toBeTruthy();
    expect(screen.getByText(/Olga Owner offered you ownership of Hotel Seeblick/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept ownership' }));
    expect(await screen.findByText('You are now the owner.')).toBeTruthy();
    expect(writes(fetch)).toEqual([['POST', '/api/hotels/h1/ownership-offer/accept', undefined]]);
  });
});
