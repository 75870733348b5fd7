import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberRole } from '@common/teams/roles';
import { localIsoDate } from '@common/templates/date-range';
import { callsOf, failure, renderWithClient, stubTasksApi, taskView } from '../testing/task-fixtures';
import { MyTasksPanel } from './my-tasks-panel';
import { expectRoleLocked } from '@web/features/teams/testing/expect-role-locked';

const towels = taskView('t1', 'Order new towels', {
  priority: 'high',
  dueDate: '2026-12-01',
  tags: ['Housekeeping', 'Rooms'],
});
const menu = taskView('t2', 'Print winter menu', { priority: 'low', dueDate: '2026-11-28' });
const lobby = taskView('t3', 'Repaint lobby', {
  dueDate: '2026-10-01',
  completed: true,
  tags: ['Renovation'],
});

const renderPanel = (role: MemberRole = 'owner') => renderWithClient(<MyTasksPanel hotelId="h1" />, role);
const list = () => screen.findByRole('list', { name: 'Tasks' });
/** The titles of the listed tasks, in their order on screen (the list must be shown). */
const titlesShown = () =>
  within(screen.getByRole('list', { name: 'Tasks' }))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Tasks')
    .map((item) => item.querySelector('p')?.textContent);
/** Waits for the list to show these titles; generous, since a search waits for typing to settle first. */
const expectTitles = (titles: string[]) => waitFor(() => expect(titlesShown()).toEqual(titles));

function openMenu(title: string) {
  fireEvent.keyDown(screen.getByRole('button', { name: `Actions for ${title}` }), { key: 'Enter' });
  return screen.findByRole('menu');
}

function addTag(dialog: HTMLElement, tag: string) {
  const input = within(dialog).getByLabelText('Tags');
  fireEvent.change(input, { target: { value: tag } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

describe('MyTasksPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the active tasks by due date with priority, due day and tags, and switches to the completed ones', async () => {
    const { fetch } = stubTasksApi([towels, menu, lobby]);
    renderPanel();
    expect(screen.getByText('Loading tasks...')).toBeTruthy();
    await expectTitles(['Print winter menu', 'Order new towels']);
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/hotels/h1/tasks?completed=false');
    const item = screen.getByText('Order new towels').closest('li')!;
    expect(within(item).getByText('High')).toBeTruthy();
    expect(within(item).getByText('Due 1 Dec 2026')).toBeTruthy();
    const tags = within(item).getByRole('list', { name: 'Tags of Order new towels' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Housekeeping', 'Rooms']);
    expect(screen.getByRole('checkbox', { name: 'Mark "Order new towels" as completed' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show Completed' }));
    await expectTitles(['Repaint lobby']);
    expect(screen.getByRole('checkbox', { name: 'Mark "Repaint lobby" as active' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('button', { name: 'Show Active' })).toBeTruthy();
  });

  it('says when a view is empty', async () => {
    stubTasksApi([towels]);
    renderPanel();
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'Show Completed' }));
    expect(await screen.findByText('No completed tasks')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Tasks' })).toBeNull();
  });

  it('says "No active tasks" when there are none', async () => {
    stubTasksApi([lobby]);
    renderPanel();
    expect(await screen.findByText('No active tasks')).toBeTruthy();
  });

  it('searches titles and tags on the server', async () => {
    const { fetch } = stubTasksApi([towels, menu]);
    renderPanel();
    await list();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tasks' }), {
      target: { value: ' rooms ' },
    });
    await expectTitles(['Order new towels']);
    expect(String(fetch.mock.calls.at(-1)![0])).toBe('/api/hotels/h1/tasks?completed=false&search=rooms');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tasks' }), { target: { value: 'spa' } });
    expect(await screen.findByText('Nothing matches "spa".')).toBeTruthy();
    expect(screen.getByText('No active tasks')).toBeTruthy();
  });

  it('adds a task: Medium and today by default, tags with Enter, Add Task waiting for a title', async () => {
    const { fetch } = stubTasksApi([menu]);
    renderPanel();
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'Add Task' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Task' });
    const add = within(dialog).getByRole('button', { name: 'Add Task' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Task Title'), { target: { value: '   ' } });
    expect(add.disabled).toBe(true);
    expect((within(dialog).getByLabelText('Priority') as HTMLSelectElement).value).toBe('medium');
    expect(
      [...(within(dialog).getByLabelText('Priority') as HTMLSelectElement).options].map(
        (option) => option.text,
      ),
    ).toEqual(['Low', 'Medium', 'High']);
    expect((within(dialog).getByLabelText('Due Date') as HTMLInputElement).value).toBe(
      localIsoDate(new Date()),
    );

    fireEvent.change(within(dialog).getByLabelText('Task Title'), { target: { value: ' Check minibar ' } });
    fireEvent.change(within(dialog).getByLabelText('Priority'), { target: { value: 'high' } });
    fireEvent.change(within(dialog).getByLabelText('Due Date'), { target: { value: '2026-11-30' } });
    addTag(dialog, ' Rooms ');
    addTag(dialog, '   ');
    addTag(dialog, 'rooms');
    addTag(dialog, 'Stock');
    addTag(dialog, 'Typo');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove tag Typo' }));
    const chosen = within(dialog).getByRole('list', { name: 'Chosen tags' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Rooms', 'Stock']);
    expect(add.disabled).toBe(false);
    fireEvent.click(add);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Task' })).toBeNull());
    expect(callsOf(fetch, 'POST')).toEqual([
      [
        '/api/hotels/h1/tasks',
        { title: ' Check minibar ', priority: 'high', dueDate: '2026-11-30', tags: ['Rooms', 'Stock'] },
      ],
    ]);
    await expectTitles(['Print winter menu', 'Check minibar']);
  });

  it('keeps what was typed when adding fails, with the server’s reason', async () => {
    stubTasksApi([], { POST: failure(400, 'validation', 'The tag "vip" is on this task twice') });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Task' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Task' });
    fireEvent.change(within(dialog).getByLabelText('Task Title'), { target: { value: 'Welcome VIP' } });
    addTag(dialog, 'VIP');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Task' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Failed to add taskThe tag "vip" is on this task twice');
    expect((within(dialog).getByLabelText('Task Title') as HTMLInputElement).value).toBe('Welcome VIP');
    expect(within(dialog).getByRole('button', { name: 'Remove tag VIP' })).toBeTruthy();
  });

  it('keeps a tag typed without Enter when the task is added or saved, as Enter adds it', async () => {
    const api = stubTasksApi([towels]);
    renderPanel();
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'Add Task' }));
    const adding = screen.getByRole('dialog', { name: 'Add Task' });
    fireEvent.change(within(adding).getByLabelText('Task Title'), { target: { value: 'Check minibar' } });
    fireEvent.change(within(adding).getByLabelText('Due Date'), { target: { value: '2026-11-30' } });
    addTag(adding, 'Rooms');
    fireEvent.change(within(adding).getByLabelText('Tags'), { target: { value: '  Stock ' } });
    fireEvent.click(within(adding).getByRole('button', { name: 'Add Task' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Task' })).toBeNull());
    expect(callsOf(api.fetch, 'POST').at(-1)?.[1]).toMatchObject({ tags: ['Rooms', 'Stock'] });

    fireEvent.click(within(await openMenu('Order new towels')).getByRole('menuitem', { name: 'Edit Task' }));
    const editing = screen.getByRole('dialog', { name: 'Edit Task' });
    // Already there in other letter case: kept once, like Enter.
    fireEvent.change(within(editing).getByLabelText('Tags'), { target: { value: 'rooms' } });
    fireEvent.click(within(editing).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Task' })).toBeNull());
    expect(callsOf(api.fetch, 'PATCH').at(-1)?.[1]).toMatchObject({ tags: ['Housekeeping', 'Rooms'] });
  });

  it('shows a typed tag among the chips after a refused save, so it is not lost', async () => {
    stubTasksApi([], { POST: failure(400, 'validation', 'The tag "vip" is on this task twice') });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Task' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Task' });
    fireEvent.change(within(dialog).getByLabelText('Task Title'), { target: { value: 'Welcome VIP' } });
    fireEvent.change(within(dialog).getByLabelText('Tags'), { target: { value: 'VIP' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Task' }));
    await within(dialog).findByRole('alert');
    expect(within(dialog).getByRole('button', { name: 'Remove tag VIP' })).toBeTruthy();
    expect((within(dialog).getByLabelText('Tags') as HTMLInputElement).value).toBe('');
  });

  it('edits the name, priority, due date and tags; a failed save keeps the changes', async () => {
    const api = stubTasksApi([towels], { PATCH: failure(500, 'internal', 'Something went wrong') });
    renderPanel();
    await list();
    fireEvent.click(within(await openMenu('Order new towels')).getByRole('menuitem', { name: 'Edit Task' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Task' });
    const priority = within(dialog).getByLabelText('Priority') as HTMLSelectElement;
    expect(priority.value).toBe(towels.priority);
    fireEvent.change(priority, { target: { value: 'low' } });
    const name = within(dialog).getByLabelText('Task Name') as HTMLInputElement;
    expect(name.value).toBe('Order new towels');
    fireEvent.change(name, { target: { value: 'Order towels and robes' } });
    fireEvent.change(within(dialog).getByLabelText('Due Date'), { target: { value: '2026-12-05' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove tag Rooms' }));
    addTag(dialog, 'Spa');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to update task');
    expect(name.value).toBe('Order towels and robes');
    expect(priority.value).toBe('low');

    api.fail('PATCH', undefined);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Task' })).toBeNull());
    expect(callsOf(api.fetch, 'PATCH').at(-1)).toEqual([
      '/api/hotels/h1/tasks/t1',
      {
        title: 'Order towels and robes',
        priority: 'low',
        dueDate: '2026-12-05',
        tags: ['Housekeeping', 'Spa'],
      },
    ]);
    expect(await screen.findByText('Order towels and robes')).toBeTruthy();
  });

  it('ticks a task off: it leaves the active view and shows in the completed one', async () => {
    const { fetch } = stubTasksApi([towels, menu]);
    renderPanel();
    await list();
    const checkbox = screen.getByRole('checkbox', { name: 'Mark "Print winter menu" as completed' });
    fireEvent.click(checkbox);
    // Ticked at once, and waiting while the change is saved.
    expect(checkbox).toHaveProperty('checked', true);
    expect(checkbox).toHaveProperty('disabled', true);
    await expectTitles(['Order new towels']);
    expect(callsOf(fetch, 'PATCH')).toEqual([['/api/hotels/h1/tasks/t2', { completed: true }]]);
    fireEvent.click(screen.getByRole('button', { name: 'Show Completed' }));
    await expectTitles(['Print winter menu']);
  });

  it('shows a failed tick and a failed load in the red banner above the list', async () => {
    const api = stubTasksApi([towels], { PATCH: failure(500, 'internal', 'Something went wrong') });
    renderPanel();
    await list();
    const checkbox = screen.getByRole('checkbox', { name: 'Mark "Order new towels" as completed' });
    fireEvent.click(checkbox);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe('Failed to update task');
    await waitFor(() => expect(checkbox).toHaveProperty('checked', false));
    expect(checkbox).toHaveProperty('disabled', false);
    expect(banner.compareDocumentPosition(screen.getByRole('list', { name: 'Tasks' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await expectTitles(['Order new towels']);

    api.fail('GET', failure(500, 'internal', 'Something went wrong'));
    fireEvent.click(screen.getByRole('button', { name: 'Show Completed' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to load tasks'));
  });

  it('deletes a task only after the confirmation; a failure stays in the dialog', async () => {
    const api = stubTasksApi([towels, menu], { DELETE: failure(500, 'internal', 'Something went wrong') });
    renderPanel();
    await list();
    fireEvent.click(
      within(await openMenu('Print winter menu')).getByRole('menuitem', { name: 'Delete Task' }),
    );
    let dialog = screen.getByRole('dialog', { name: 'Delete Task' });
    expect(within(dialog).getByText('Print winter menu')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsOf(api.fetch, 'DELETE')).toEqual([]);
    await expectTitles(['Print winter menu', 'Order new towels']);

    fireEvent.click(
      within(await openMenu('Print winter menu')).getByRole('menuitem', { name: 'Delete Task' }),
    );
    dialog = screen.getByRole('dialog', { name: 'Delete Task' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to delete task');

    api.fail('DELETE', undefined);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Task' })).toBeNull());
    await expectTitles(['Order new towels']);
    expect(callsOf(api.fetch, 'DELETE').at(-1)).toEqual(['/api/hotels/h1/tasks/t2', undefined]);
  });

  it('shows a viewer the tasks with Add Task, each tick and each menu locked, saying why, and changes nothing', async () => {
    const { fetch } = stubTasksApi([towels, menu]);
    renderPanel('viewer');
    await expectTitles(['Print winter menu', 'Order new towels']);
    const tick = screen.getByRole('checkbox', { name: /Order new towels/ }) as HTMLInputElement;
    const locked = [
      screen.getByRole('button', { name: 'Add Task' }),
      tick,
      screen.getByRole('button', { name: 'Actions for Order new towels' }),
    ];
    for (const control of locked) {
      expectRoleLocked(control);
    }
    expect(tick.checked).toBe(false);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // Reading on is open to everyone.
    fireEvent.click(screen.getByRole('button', { name: 'Show Completed' }));
    expect(fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET')).toEqual([]);
  });
});
