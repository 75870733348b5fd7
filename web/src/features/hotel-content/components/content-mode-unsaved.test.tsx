import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalendarTemplateView, TemplateView } from '@common/templates/schemas';
import { UnsavedChangesPrompt } from '@web/lib/unsaved-changes/unsaved-changes-prompt';
import { answer, stubContentApi } from '../testing/content-fixtures';
import { HotelContentPage } from './hotel-content-page';

const summer: TemplateView = {
  id: 't1',
  name: 'Sommer am See',
  description: 'Für Familien',
  category: 'seasonal',
  content: { description: 'Sommertext.' },
  tags: [],
  startDate: '2027-06-01',
  endDate: '2027-08-31',
  isPublished: true,
  coverId: null,
  images: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const choices: CalendarTemplateView[] = [
  { id: 't1', name: 'Sommer am See', startDate: '2027-06-01', endDate: '2027-08-31', isPublished: true },
];

/**
 * The content page inside a data router with the signed-in app's one 'Discard changes?' prompt, as
 * routes/signed-in.tsx mounts it: the router's blocker only works there.
 */
function renderWithPrompt(path = '/active-content') {
  stubContentApi({
    'GET /api/hotels/h1/templates/active': () => answer(200, { template: summer }),
    'GET /api/hotels/h1/calendar-templates': () => answer(200, { templates: choices }),
  });
  const page = (
    <>
      <HotelContentPage
        hotel={{ id: 'h1', name: 'Hotel Seeblick' }}
        renderGallery={() => null}
        renderRooms={() => null}
        renderRoomName={(roomId) => roomId}
        readHotelImageIds={() => Promise.resolve([])}
      />
      <UnsavedChangesPrompt />
    </>
  );
  const router = createMemoryRouter([{ path: '/active-content', element: page }], { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const where = (router: ReturnType<typeof renderWithPrompt>) =>
  router.state.location.pathname + router.state.location.search;

async function typeHotelDescription(text: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
  fireEvent.change(screen.getByRole('textbox', { name: /Beschreibung/ }), { target: { value: text } });
}

async function chooseInSwitcher(trigger: string | RegExp, item: string | RegExp) {
  fireEvent.keyDown(screen.getByRole('button', { name: trigger }), { key: 'Enter' });
  const menu = await screen.findByRole('menu');
  fireEvent.click(await within(menu).findByRole('menuitemradio', { name: item }));
}

describe("the content page's mode switcher with unsaved text", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks before a template replaces the hotel's unsaved description; Keep editing keeps the text", async () => {
    const router = renderWithPrompt();
    await typeHotelDescription('Mein neuer Text, noch nicht gespeichert.');
    await chooseInSwitcher('Editing: Hotel content', /Sommer am See/);

    const question = await screen.findByRole('dialog', { name: 'Änderungen verwerfen?' });
    expect(where(router)).toBe('/active-content');
    fireEvent.click(within(question).getByRole('button', { name: 'Weiter bearbeiten' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where(router)).toBe('/active-content');
    expect(screen.getByRole('button', { name: 'Editing: Hotel content' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Beschreibung/ }) as HTMLTextAreaElement).value).toBe(
      'Mein neuer Text, noch nicht gespeichert.',
    );
  });

  it('switches to the template once the changes are discarded', async () => {
    const router = renderWithPrompt();
    await typeHotelDescription('Verworfen.');
    await chooseInSwitcher('Editing: Hotel content', /Sommer am See/);
    const question = await screen.findByRole('dialog', { name: 'Änderungen verwerfen?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Änderungen verwerfen' }));

    expect(await screen.findByText('Sommertext.')).toBeTruthy();
    expect(where(router)).toBe('/active-content?templateId=t1');
    expect(screen.getByRole('button', { name: /^Editing: template Sommer am See/ })).toBeTruthy();
  });

  it("asks before going back to the hotel's content from a template's unsaved text, Back too", async () => {
    const router = renderWithPrompt();
    await chooseInSwitcher('Editing: Hotel content', /Sommer am See/);
    // Nothing typed yet: the switch asks nothing.
    expect(await screen.findByText('Sommertext.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await typeHotelDescription('Angebotstext in Arbeit.');
    await chooseInSwitcher(/^Editing: template Sommer am See/, 'Hotel content');
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Änderungen verwerfen?' })).getByRole('button', {
        name: 'Weiter bearbeiten',
      }),
    );
    expect(where(router)).toBe('/active-content?templateId=t1');

    // The browser's Back button crosses the same switch.
    await router.navigate(-1);
    const question = await screen.findByRole('dialog', { name: 'Änderungen verwerfen?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Weiter bearbeiten' }));
    expect(where(router)).toBe('/active-content?templateId=t1');
    expect((screen.getByRole('textbox', { name: /Beschreibung/ }) as HTMLTextAreaElement).value).toBe(
      'Angebotstext in Arbeit.',
    );
  });
});
