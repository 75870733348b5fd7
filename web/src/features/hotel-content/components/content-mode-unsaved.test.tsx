import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalendarTemplateView, TemplateView } from '@common/templates/schemas';
import { answer, stubContentApi } from '../testing/content-fixtures';
import { renderContentPageWithPrompt } from '../testing/render-content-page';

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

/** The content page with the 'Discard changes?' prompt; the summer template is the one to switch to. */
function renderWithPrompt() {
  stubContentApi({
    'GET /api/hotels/h1/templates/active': () => answer(200, { template: summer }),
    'GET /api/hotels/h1/calendar-templates': () => answer(200, { templates: choices }),
  });
  return renderContentPageWithPrompt();
}

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
    const { where } = renderWithPrompt();
    await typeHotelDescription('Mein neuer Text, noch nicht gespeichert.');
    await chooseInSwitcher('Editing: Hotel content', /Sommer am See/);

    const question = await screen.findByRole('dialog', { name: 'Änderungen verwerfen?' });
    expect(where()).toBe('/active-content');
    fireEvent.click(within(question).getByRole('button', { name: 'Weiter bearbeiten' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/active-content');
    expect(screen.getByRole('button', { name: 'Editing: Hotel content' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Beschreibung/ }) as HTMLTextAreaElement).value).toBe(
      'Mein neuer Text, noch nicht gespeichert.',
    );
  });

  it('switches to the template once the changes are discarded', async () => {
    const { where } = renderWithPrompt();
    await typeHotelDescription('Verworfen.');
    await chooseInSwitcher('Editing: Hotel content', /Sommer am See/);
    const question = await screen.findByRole('dialog', { name: 'Änderungen verwerfen?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Änderungen verwerfen' }));

    expect(await screen.findByText('Sommertext.')).toBeTruthy();
    expect(where()).toBe('/active-content?templateId=t1');
    expect(screen.getByRole('button', { name: /^Editing: template Sommer am See/ })).toBeTruthy();
  });

  it("asks before going back to the hotel's content from a template's unsaved text, Back too", async () => {
    const { router, where } = renderWithPrompt();
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
    expect(where()).toBe('/active-content?templateId=t1');

    // The browser's Back button crosses the same switch.
    await router.navigate(-1);
    const question = await screen.findByRole('dialog', { name: 'Änderungen verwerfen?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Weiter bearbeiten' }));
    expect(where()).toBe('/active-content?templateId=t1');
    expect((screen.getByRole('textbox', { name: /Beschreibung/ }) as HTMLTextAreaElement).value).toBe(
      'Angebotstext in Arbeit.',
    );
  });
});
