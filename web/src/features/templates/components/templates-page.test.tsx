import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberRole } from '@common/teams/roles';
import {
  answer,
  callsOf,
  failure,
  generationView,
  imageView,
  renderWithClient,
  stubTemplatesApi,
  templateView,
} from '../testing/template-fixtures';
import { TemplatesPage } from './templates-page';
import { expectRoleLocked } from '@web/features/teams/testing/expect-role-locked';

const summer = templateView('t1', 'Sommerfest', {
  description: 'Grillabend am See mit Livemusik',
  isPublished: true,
  startDate: '2026-07-01',
  endDate: '2026-07-31',
  tags: ['Sommer', 'Familie', 'Outdoor', 'Musik', 'Grill'],
  coverId: 'b',
  images: [imageView('b', 'terrasse.jpg', true), imageView('a', 'see.jpg')],
  createdAt: '2025-01-01T00:00:00.000Z',
});
const winter = templateView('t2', 'Winterzauber', {
  description: 'Skifahren und Wellness',
  startDate: '2026-12-01',
  tags: ['Winter'],
  createdAt: '2025-03-01T00:00:00.000Z',
});
const business = templateView('t3', 'Business', {
  endDate: '2026-05-31',
  createdAt: '2025-02-01T00:00:00.000Z',
});

const generationUrl = '/api/hotels/h1/templates/generations/gen-1';

function renderPage(role: MemberRole = 'owner') {
  return renderWithClient(<TemplatesPage hotelId="h1" renderPicker={() => null} />, role);
}

const list = () => screen.findByRole('list', { name: 'Templates' });
const card = (name: string) => screen.getByRole('article', { name });

function openMenu(name: string) {
  fireEvent.keyDown(screen.getByRole('button', { name: `Actions for template ${name}` }), { key: 'Enter' });
  return screen.findByRole('menu');
}

describe('TemplatesPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists published templates first with cover, badge, description, date range, three tags and +N', async () => {
    const fetch = stubTemplatesApi([summer, winter, business]);
    renderPage();
    expect(screen.getByText('Loading templates...')).toBeTruthy();
    const names = within(await list())
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Sommerfest', 'Winterzauber', 'Business']);
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/hotels/h1/templates');

    const first = within(card('Sommerfest'));
    expect(first.getByText('Published')).toBeTruthy();
    expect(card('Sommerfest').querySelector('img')?.getAttribute('src')).toBe('/files/b-thumb.webp');
    // The cover is the whole card's width on a phone: the 1600 px rendition keeps it sharp.
    expect(card('Sommerfest').querySelector('img')?.getAttribute('srcset')).toBe(
      '/files/b-thumb.webp 400w, /files/b-gallery.webp 1600w',
    );
    expect(first.getByText('Grillabend am See mit Livemusik').className).toContain('line-clamp-2');
    expect(first.getByText('1 – 31 Jul 2026')).toBeTruthy();
    expect(
      within(first.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Sommer', 'Familie', 'Outdoor', '+2']);

    const second = within(card('Winterzauber'));
    expect(second.getByText('Draft')).toBeTruthy();
    expect(card('Winterzauber').querySelector('img')).toBeNull();
    expect(second.getByText('From 1 Dec 2026')).toBeTruthy();
    expect(within(card('Business')).getByText('Until 31 May 2026')).toBeTruthy();
  });

  it('links published templates to their public preview in a new tab, and drafts not at all', async () => {
    stubTemplatesApi([summer, winter]);
    renderPage();
    await list();
    const preview = within(card('Sommerfest')).getByRole('link', { name: /^Preview/ });
    expect(preview.getAttribute('href')).toBe('/preview/template/t1');
    expect(preview.getAttribute('target')).toBe('_blank');
    expect(preview.getAttribute('rel')).toBe('noopener');
    expect(within(card('Winterzauber')).queryByRole('link')).toBeNull();
  });

  it('searches names, descriptions and tags, ignoring case', async () => {
    stubTemplatesApi([summer, winter, business]);
    renderPage();
    await list();
    const search = screen.getByRole('searchbox', { name: 'Search templates...' });
    fireEvent.change(search, { target: { value: 'WELLNESS' } });
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual([
      'Winterzauber',
    ]);
    fireEvent.change(search, { target: { value: 'familie' } });
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual([
      'Sommerfest',
    ]);
    fireEvent.change(search, { target: { value: 'Ostern' } });
    expect(screen.getByRole('heading', { name: 'No templates match your search' })).toBeTruthy();
  });

  it('invites to create or generate templates while there are none', async () => {
    stubTemplatesApi([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No templates yet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New Template' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate Templates' })).toBeTruthy();
  });

  it('says when the templates cannot be loaded', async () => {
    stubTemplatesApi([], { GET: failure(500, 'internal', 'x') });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load templates');
  });

  it('opens the editor from the menu and by double-clicking the card', async () => {
    stubTemplatesApi([summer]);
    renderPage();
    await list();
    fireEvent.click(within(await openMenu('Sommerfest')).getByRole('menuitem', { name: 'Edit Template' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit Template' });
    expect((within(editor).getByLabelText('Name') as HTMLInputElement).value).toBe('Sommerfest');
    fireEvent.click(within(editor).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.doubleClick(within(card('Sommerfest')).getByText('Grillabend am See mit Livemusik'));
    expect(await screen.findByRole('dialog', { name: 'Edit Template' })).toBeTruthy();
  });

  it('deletes a template only after confirming in a dialog that names it', async () => {
    const fetch = stubTemplatesApi([summer, winter]);
    renderPage();
    await list();
    fireEvent.click(
      within(await openMenu('Winterzauber')).getByRole('menuitem', { name: 'Delete Template' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Template' });
    expect(
      within(dialog).getByText(
        'Delete the template "Winterzauber"? It is a draft, not shown to guests. It moves to the trash, where it can be restored for 30 days (Templates, Trash).',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(fetch, 'DELETE')).toEqual([]);

    fireEvent.click(
      within(await openMenu('Winterzauber')).getByRole('menuitem', { name: 'Delete Template' }),
    );
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Winterzauber' })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf(fetch, 'DELETE')).toEqual([['/api/hotels/h1/templates/t2', undefined]]);
  });

  it('keeps the delete dialog open with the spec text when deleting fails', async () => {
    stubTemplatesApi([summer], { DELETE: failure(500, 'internal', 'x') });
    renderPage();
    await list();
    fireEvent.click(within(await openMenu('Sommerfest')).getByRole('menuitem', { name: 'Delete Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Template' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to delete template');
    // The list behind the dialog still holds the template.
    expect(screen.getByRole('article', { name: 'Sommerfest', hidden: true })).toBeTruthy();
  });

  it('generates drafts with visible progress, then names the generator and the count', async () => {
    const drafts = [
      templateView('g1', 'Frühlingserwachen', { images: [imageView('a')], coverId: 'a' }),
      templateView('g2', 'Oktoberfest'),
      templateView('g3', 'Familienurlaub'),
    ];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetch = stubTemplatesApi(
      [summer],
      {},
      {
        templates: drafts,
        label: 'Built-in text helper, no AI service set up',
      },
    );
    const answerLater = fetch.getMockImplementation()!;
    // The server generates as a job: the start answers at once, and the generation is done when it is asked
    // about after the release.
    fetch.mockImplementation(async (url, init) => {
      if (url.includes('/generations/')) await held;
      return answerLater(url, init);
    });
    renderPage();
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Templates' }));
    const running = await screen.findByRole('button', { name: 'Generating templates...' });
    expect((running as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('The generator is writing draft templates for the coming months.')).toBeTruthy();

    await waitFor(() => expect(callsOf(fetch, 'GET').map(([url]) => url)).toContain(generationUrl));
    expect(screen.getByRole('button', { name: 'Generating templates...' })).toBeTruthy();

    release();
    expect(await screen.findByText('3 draft templates created')).toBeTruthy();
    expect(screen.getByText('Generated with: Built-in text helper, no AI service set up')).toBeTruthy();
    expect(callsOf(fetch, 'POST')).toEqual([['/api/hotels/h1/templates/generate', { language: 'de' }]]);
    expect(sessionStorage.getItem('hcs.templateGeneration.h1')).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    expect(within(card('Oktoberfest')).getByText('Draft')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Generate Templates' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('says why a generation failed on the server, and lets the user try again', async () => {
    stubTemplatesApi([], {
      GENERATION: answer(200, {
        generation: generationView('failed', [], null, 'Failed to generate templates. Please try again.'),
      }),
    });
    renderPage();
    await screen.findByRole('heading', { name: 'No templates yet' });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Templates' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to generate templates. Please try again.',
    );
    expect((screen.getByRole('button', { name: 'Generate Templates' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('goes on following a generation after a reload, and shows its outcome', async () => {
    const drafts = [templateView('g1', 'Weinlese'), templateView('g2', 'Adventsmarkt')];
    sessionStorage.setItem('hcs.templateGeneration.h1', 'gen-1');
    const fetch = stubTemplatesApi([], {}, { templates: drafts, label: 'OpenAI (gpt-4o-mini)' });
    renderPage();
    expect(await screen.findByText('2 draft templates created')).toBeTruthy();
    expect(callsOf(fetch, 'GET').map(([url]) => url)).toContain(generationUrl);
    expect(callsOf(fetch, 'POST')).toEqual([]);
    expect(sessionStorage.getItem('hcs.templateGeneration.h1')).toBeNull();
  });

  it('says when generating fails, and shows the server message when the AI limit is reached', async () => {
    let limited = false;
    stubTemplatesApi([], {
      GENERATE: () =>
        limited
          ? failure(429, 'rateLimited', 'Das KI-Limit ist erreicht. Bitte versuchen Sie es morgen erneut.')
          : failure(500, 'internal', 'x'),
    });
    renderPage();
    await screen.findByRole('heading', { name: 'No templates yet' });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Templates' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to generate templates');

    limited = true;
    fireEvent.click(screen.getByRole('button', { name: 'Generate Templates' }));
    expect(
      await screen.findByText('Das KI-Limit ist erreicht. Bitte versuchen Sie es morgen erneut.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows a viewer the templates with Generate, New and each card's menu locked, saying why", async () => {
    const fetch = stubTemplatesApi([summer, winter]);
    renderPage('viewer');
    await list();
    const locked = [
      screen.getByRole('button', { name: 'Generate Templates' }),
      screen.getByRole('button', { name: 'New Template' }),
      screen.getByRole('button', { name: 'Actions for template Sommerfest' }),
    ];
    for (const control of locked) {
      expectRoleLocked(control);
    }
    fireEvent.doubleClick(within(card('Sommerfest')).getByText('Grillabend am See mit Livemusik'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The public preview stays open to everyone.
    expect(within(card('Sommerfest')).getByRole('link', { name: /Preview/ })).toBeTruthy();
    expect(fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET')).toEqual([]);
  });

  it("leaves an editor's menu open", async () => {
    stubTemplatesApi([summer]);
    renderPage('editor');
    await list();
    expect(
      within(await openMenu('Sommerfest')).getByRole('menuitem', { name: 'Edit Template' }),
    ).toBeTruthy();
  });
});
