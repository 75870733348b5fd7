import { expect, test, type Page } from '@playwright/test';
import { onboardNewUser } from '../support/onboarding';

const myTasks = (page: Page) => page.getByRole('region', { name: 'My Tasks' });

async function openTaskMenu(page: Page, title: string, item: 'Edit Task' | 'Delete Task') {
  await myTasks(page)
    .getByRole('button', { name: `Actions for ${title}` })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function addTag(page: Page, dialog: string, tag: string) {
  const input = page.getByRole('dialog', { name: dialog }).getByRole('textbox', { name: 'Tags' });
  await input.fill(tag);
  await input.press('Enter');
}

test('add a task with two tags, edit it, complete it, find it by tag in the completed view, delete it', async ({
  page,
}) => {
  await onboardNewUser(page, {
    type: 'individual',
    name: 'Hotel Seeblick',
    locations: [{ address: 'Seestrasse 8', city: 'Zürich', country: 'Switzerland' }],
  });
  const tasks = myTasks(page);
  await expect(tasks.getByRole('heading', { name: 'My Tasks' })).toBeVisible();
  await expect(tasks.getByText('No active tasks')).toBeVisible();

  // Add: Medium and today unless chosen; a blank title keeps Add Task disabled.
  await tasks.getByRole('button', { name: 'Add Task' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Task' });
  const addButton = addDialog.getByRole('button', { name: 'Add Task' });
  await expect(addButton).toBeDisabled();
  await addDialog.getByLabel('Task Title').fill('   ');
  await expect(addButton).toBeDisabled();
  await expect(addDialog.getByLabel('Priority')).toHaveValue('medium');
  const today = await page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
  await expect(addDialog.getByLabel('Due Date')).toHaveValue(today);
  await addDialog.getByLabel('Task Title').fill('Order new towels');
  await addDialog.getByLabel('Priority').selectOption('high');
  await addDialog.getByLabel('Due Date').fill('2026-12-01');
  await addTag(page, 'Add Task', 'Housekeeping');
  await addTag(page, 'Add Task', 'Rooms');
  await expect(addDialog.getByRole('list', { name: 'Chosen tags' }).getByRole('listitem')).toHaveText([
    'Housekeeping',
    'Rooms',
  ]);
  await addButton.click();
  await expect(addDialog).toHaveCount(0);

  const list = tasks.getByRole('list', { name: 'Tasks' });
  const towels = list.getByRole('listitem').filter({ hasText: 'Order new towels' });
  await expect(towels.getByText('High')).toBeVisible();
  await expect(towels.getByText('Due 1 Dec 2026')).toBeVisible();
  await expect(
    towels.getByRole('list', { name: 'Tags of Order new towels' }).getByRole('listitem'),
  ).toHaveText(['Housekeeping', 'Rooms']);

  // The task is stored: it is still there after a reload.
  await page.reload();
  await expect(myTasks(page).getByText('Order new towels')).toBeVisible();

  // Edit: the name, the due date and one tag swapped for another.
  await openTaskMenu(page, 'Order new towels', 'Edit Task');
  const editDialog = page.getByRole('dialog', { name: 'Edit Task' });
  await expect(editDialog.getByLabel('Task Name')).toHaveValue('Order new towels');
  await editDialog.getByLabel('Task Name').fill('Order towels and robes');
  await expect(editDialog.getByLabel('Priority')).toHaveValue('high');
  await editDialog.getByLabel('Priority').selectOption('low');
  await editDialog.getByLabel('Due Date').fill('2026-12-05');
  await editDialog.getByRole('button', { name: 'Remove tag Rooms' }).click();
  await addTag(page, 'Edit Task', 'Spa');
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editDialog).toHaveCount(0);
  const robes = list.getByRole('listitem').filter({ hasText: 'Order towels and robes' });
  await expect(robes.getByText('Due 5 Dec 2026')).toBeVisible();
  await expect(robes.getByText('Low')).toBeVisible();
  await expect(
    robes.getByRole('list', { name: 'Tags of Order towels and robes' }).getByRole('listitem'),
  ).toHaveText(['Housekeeping', 'Spa']);

  // Complete: it leaves the active view and shows in the completed one.
  // A click, not check(): the ticked task leaves the active list at once, so check() could find no box left
  // to confirm its state on and retry until the test times out.
  await tasks.getByRole('checkbox', { name: 'Mark "Order towels and robes" as completed' }).click();
  await expect(tasks.getByText('No active tasks')).toBeVisible();
  await tasks.getByRole('button', { name: 'Show Completed' }).click();
  await expect(
    tasks.getByRole('checkbox', { name: 'Mark "Order towels and robes" as active' }),
  ).toBeChecked();

  // Search by tag, any case; the removed tag no longer finds it.
  const search = tasks.getByRole('searchbox', { name: 'Search tasks' });
  await expect(search).toHaveAttribute('placeholder', 'Search tasks...');
  await search.fill('SPA');
  await expect(list.getByRole('listitem').filter({ hasText: 'Order towels and robes' })).toBeVisible();
  await search.fill('rooms');
  await expect(tasks.getByText('No completed tasks')).toBeVisible();
  await search.fill('');
  await expect(tasks.getByText('Order towels and robes')).toBeVisible();

  // Delete, after the confirmation.
  await openTaskMenu(page, 'Order towels and robes', 'Delete Task');
  const deleteDialog = page.getByRole('dialog', { name: 'Delete Task' });
  await deleteDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(deleteDialog).toHaveCount(0);
  await expect(tasks.getByText('No completed tasks')).toBeVisible();
  await page.reload();
  await myTasks(page).getByRole('button', { name: 'Show Completed' }).click();
  await expect(myTasks(page).getByText('No completed tasks')).toBeVisible();
});
