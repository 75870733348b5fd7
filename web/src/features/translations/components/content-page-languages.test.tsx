import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HotelContentPage } from '@web/features/hotel-content/components/hotel-content-page';
import { stubContentApi } from '@web/features/hotel-content/testing/content-fixtures';
import { renderWithRouter, stubTextsApi } from '../testing/translations-fixtures';
import { ContentLanguageTexts } from './content-language-texts';

/** The content page as the route composes it: the language switcher around its tabs. */
function renderPage(path = '/active-content') {
  const content = stubContentApi();
  stubTextsApi({ fallback: (url, init) => content(url, init) });
  renderWithRouter(
    <HotelContentPage
      hotel={{ id: 'h1', name: 'Hotel Seeblick' }}
      renderGallery={() => null}
      renderRooms={() => null}
      renderRoomName={(roomId) => roomId}
      readHotelImageIds={() => Promise.resolve([])}
      renderTexts={(texts) => <ContentLanguageTexts hotelId="h1" {...texts} />}
    />,
    path,
  );
}

describe('the content page with its languages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows its tabs for the primary language and the translations for another, keeping a typed description', async () => {
    renderPage();
    const tabs = await screen.findByRole('tablist', { name: 'Inhalte' });
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Hotel Area Info' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Text über die Umgebung' }), {
      target: { value: 'Noch nicht gespeichert.' },
    });

    fireEvent.click(screen.getByRole('button', { name: /^IT / }));
    expect(await screen.findByRole('heading', { name: 'Texts in Italian' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /^DE / }));
    expect(screen.getByRole('tablist', { name: 'Inhalte' })).toBeTruthy();
    const area = screen.getByRole('textbox', { name: 'Text über die Umgebung' }) as HTMLTextAreaElement;
    expect(area.value).toBe('Noch nicht gespeichert.');
  });
});
