import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubContentApi } from '../testing/content-fixtures';
import { renderContentPageWithPrompt } from '../testing/render-content-page';

/** The content page with the 'Discard changes?' prompt; its rooms slot offers room r1. */
function renderWithPrompt() {
  stubContentApi();
  return renderContentPageWithPrompt();
}

const descriptionBox = () => screen.getByRole('textbox', { name: /Beschreibung/ }) as HTMLTextAreaElement;

async function typeDescription(text: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
  fireEvent.change(descriptionBox(), { target: { value: text } });
}

const keepEditing = async () =>
  fireEvent.click(
    within(await screen.findByRole('dialog', { name: 'Änderungen verwerfen?' })).getByRole('button', {
      name: 'Weiter bearbeiten',
    }),
  );

describe("the content page's room choice with unsaved text", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks before a room replaces the hotel's unsaved description; Keep editing keeps the text", async () => {
    const { where } = renderWithPrompt();
    await typeDescription('Mein neuer Hoteltext, noch nicht gespeichert.');
    fireEvent.click(screen.getByRole('button', { name: 'Seesuite wählen' }));

    // German throughout, its close button too (issue 31, point 16: one language inside one screen).
    const question = within(await screen.findByRole('dialog', { name: 'Änderungen verwerfen?' }));
    expect(question.getByRole('button', { name: 'Schließen' })).toBeTruthy();
    await keepEditing();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/active-content');
    expect(descriptionBox().value).toBe('Mein neuer Hoteltext, noch nicht gespeichert.');
  });

  it('shows the room once the changes are discarded', async () => {
    const { where } = renderWithPrompt();
    await typeDescription('Verworfen.');
    fireEvent.click(screen.getByRole('button', { name: 'Seesuite wählen' }));
    const question = await screen.findByRole('dialog', { name: 'Änderungen verwerfen?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Änderungen verwerfen' }));

    expect(await screen.findByText('Ein helles Zimmer mit Seeblick.')).toBeTruthy();
    expect(where()).toBe('/active-content?room=r1');
  });

  it("asks before 'Zurück zum Hotel' drops a room's unsaved description, and before Back does", async () => {
    const { router, where } = renderWithPrompt();
    // Nothing typed yet: choosing the room asks nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Seesuite wählen' }));
    expect(await screen.findByText('Ein helles Zimmer mit Seeblick.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await typeDescription('Zimmertext in Arbeit.');
    const actions = screen.getByRole('group', { name: 'Seitenaktionen' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Zurück zum Hotel' }));
    await keepEditing();
    expect(where()).toBe('/active-content?room=r1');

    // The browser's Back button crosses the same choice.
    await router.navigate(-1);
    await keepEditing();
    expect(where()).toBe('/active-content?room=r1');
    expect(descriptionBox().value).toBe('Zimmertext in Arbeit.');
  });

  it("asks before a room replaces the hotel's unsaved area text", async () => {
    const { where } = renderWithPrompt();
    fireEvent.click(screen.getByRole('tab', { name: 'Hotel Area Info' }));
    fireEvent.click(await screen.findByRole('button', { name: /Bearbeiten/ }));
    const area = await screen.findByDisplayValue('Die Altstadt ist zehn Minuten entfernt.');
    fireEvent.change(area, { target: { value: 'Der Hafen liegt gleich nebenan.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Seesuite wählen' }));

    await keepEditing();
    expect(where()).toBe('/active-content');
    expect(screen.getByDisplayValue('Der Hafen liegt gleich nebenan.')).toBeTruthy();
  });
});
