import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentLanguagesView } from '@common/languages/schemas';
import type { MemberRole } from '@common/teams/roles';
import { withHotelRole } from '@web/features/teams/testing/hotel-role';
import { ContentLanguagesSettings } from './content-languages-settings';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** A fake API holding the hotel's content languages as the server keeps them. */
function stubApi(
  initial: ContentLanguagesView,
  { refuse, role = 'owner' }: { refuse?: unknown; role?: MemberRole } = {},
) {
  let view = initial;
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      if (refuse) return json(400, refuse);
      view = JSON.parse(String(init.body)) as ContentLanguagesView;
      return json(200, view);
    }
    return json(200, view);
  });
  vi.stubGlobal('fetch', fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      {withHotelRole(role, <ContentLanguagesSettings hotelId="h1" hotelName="Alpenhof" />)}
    </QueryClientProvider>,
  );
  return fetch;
}

const served = () => screen.getByRole('group', { name: 'Languages you serve' });
const checkbox = (name: string) => within(served()).getByRole('checkbox', { name });

describe('ContentLanguagesSettings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the primary language and the languages served, and saves a language added', async () => {
    const fetch = stubApi({ primaryLanguage: 'de', languages: ['de'] });
    const primary = await screen.findByRole('combobox', { name: 'Primary language' });
    expect((primary as HTMLSelectElement).value).toBe('de');
    expect(
      within(primary)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'German', 'Italian', 'French', 'Spanish', 'Dutch']);
    expect((checkbox('German (primary)') as HTMLInputElement).checked).toBe(true);
    const save = screen.getByRole('button', { name: 'Save languages' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(checkbox('Italian'));
    fireEvent.click(save);
    expect(await screen.findByText('Content languages saved.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      '/api/hotels/h1/content-languages',
      expect.objectContaining({
        method: 'PUT',
        body: JSON.stringify({ primaryLanguage: 'de', languages: ['de', 'it'] }),
      }),
    );
    expect((save as HTMLButtonElement).disabled).toBe(true);
  });

  it('serves a language chosen as primary, and says why a list without the primary is not saved', async () => {
    const fetch = stubApi({ primaryLanguage: 'en', languages: ['en'] });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Primary language' }), {
      target: { value: 'fr' },
    });
    expect((checkbox('French (primary)') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(checkbox('French (primary)'));
    fireEvent.click(screen.getByRole('button', { name: 'Save languages' }));
    expect(
      await within(served()).findByText(
        'The primary language must stay among the languages the hotel serves.',
      ),
    ).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('shows the server’s refusal under the languages, in its words', async () => {
    const message = 'Unknown language code. Use one of: en, de, it, fr, es, nl.';
    stubApi(
      { primaryLanguage: 'en', languages: ['en'] },
      { refuse: { error: { code: 'validation', message, fields: { 'languages.1': message } } } },
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Dutch' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save languages' }));
    expect(await within(served()).findByText(message)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(message);
  });

  it.each(['editor', 'viewer'] as const)(
    'shows an %s the languages read-only, saying why, and saves nothing',
    async (role) => {
      const fetch = stubApi({ primaryLanguage: 'de', languages: ['de'] }, { role });
      const primary = await screen.findByRole('combobox', { name: 'Primary language' });
      const reason = screen.getByText('Your role does not allow this.');
      expect(primary.getAttribute('aria-disabled')).toBe('true');
      expect(primary.getAttribute('aria-describedby')).toContain(reason.id);
      expect(fireEvent.keyDown(primary, { key: 'ArrowDown' })).toBe(false);
      const italian = checkbox('Italian') as HTMLInputElement;
      expect(italian.getAttribute('aria-describedby')).toBe(reason.id);
      fireEvent.click(italian);
      expect(italian.checked).toBe(false);
      const save = screen.getByRole('button', { name: 'Save languages' });
      expect(save.getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(save);
      fireEvent.submit(save.closest('form')!);
      expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);
    },
  );

  it('leaves the languages to an admin', async () => {
    stubApi({ primaryLanguage: 'de', languages: ['de'] }, { role: 'admin' });
    await screen.findByRole('combobox', { name: 'Primary language' });
    expect(screen.queryByText('Your role does not allow this.')).toBeNull();
    fireEvent.click(checkbox('Italian'));
    expect((checkbox('Italian') as HTMLInputElement).checked).toBe(true);
  });
});
