import { expect, test, type Page } from '@playwright/test';
import { onboardNewUser } from '../support/onboarding';
import { onlyHotelId, uploadPhotos } from '../support/photos';

/*
 * Rooms and templates in the trash (issue 31, point 4): their delete dialogs say what goes along and that it
 * moves to the trash for 30 days, and each page's 'Trash' view lists it with Restore, which puts it back.
 */

async function onboard(page: Page, name: string) {
  await onboardNewUser(page, {
    type: 'individual',
    name,
    locations: [{ address: 'Seeweg 4', city: 'Lindau', country: 'Germany' }],
  });
}

test('a deleted room waits in the rooms’ Trash with its image and Restore brings it back', async ({
  page,
}) => {
  await onboard(page, 'Hotel Raumpflege');
  await uploadPhotos(page, await onlyHotelId(page), ['bett']);
  await page.goto('/active-content/rooms');
  await page.getByLabel('Room name').fill('Seesuite');
  await page.getByRole('button', { name: 'Add Room' }).click();
  const rooms = page.getByRole('list', { name: 'Rooms' });
  await rooms.getByRole('button', { name: /^Seesuite/ }).click();
  await page.getByRole('button', { name: 'Add Image' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Images' });
  await picker.getByRole('button', { name: 'bett.jpg' }).click();
  await picker.getByRole('button', { name: 'Add 1 image' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(rooms.getByText(/ · 1 image$/)).toBeVisible();

  await page.getByRole('button', { name: 'Delete room Seesuite' }).click();
  const question = page.getByRole('dialog', { name: 'Delete Room' });
  await expect(
    question.getByText(
      'Delete this room? It moves to the trash with its 1 image, where it can be restored for 30 days (Rooms, Trash).',
    ),
  ).toBeVisible();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByText('No rooms yet')).toBeVisible();

  await page.getByRole('button', { name: 'Trash' }).click();
  const trash = page.getByRole('region', { name: 'Trash' });
  await expect(trash.getByText('Seesuite')).toBeVisible();
  await expect(trash.getByText(/30 days left/)).toBeVisible();
  await trash.getByRole('button', { name: 'Restore Seesuite' }).click();
  await expect(trash.getByText('The trash is empty.')).toBeVisible();

  await page.getByRole('button', { name: 'Back to rooms' }).click();
  await expect(rooms.getByRole('button', { name: /^Seesuite/ })).toBeVisible();
  await expect(rooms.getByText(/ · 1 image$/)).toBeVisible();
});

test('a deleted published template says its dates, waits in the templates’ Trash and Restore brings it back', async ({
  page,
}) => {
  await onboard(page, 'Hotel Vorlagenkorb');
  await page.getByRole('link', { name: 'Templates' }).click();
  await page.getByRole('button', { name: 'New Template' }).click();
  const editor = page.getByRole('dialog', { name: 'New Template' });
  await editor.getByLabel('Name').fill('Winterzauber');
  await editor.getByLabel('Start Date').fill('2026-01-05');
  await editor.getByLabel('End Date').fill('2026-02-28');
  await editor.getByRole('switch', { name: 'Published' }).click();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveCount(0);
  const card = page.getByRole('article', { name: 'Winterzauber' });
  await expect(card).toBeVisible();

  await page.getByRole('button', { name: 'Actions for template Winterzauber' }).click();
  await page.getByRole('menuitem', { name: 'Delete Template' }).click();
  const question = page.getByRole('dialog', { name: 'Delete Template' });
  await expect(
    question.getByText(/It is published for 5 Jan.+28 Feb 2026: its public preview/),
  ).toBeVisible();
  await expect(question.getByText(/moves to the trash, where it can be restored for 30 days/)).toBeVisible();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);

  await page.getByRole('button', { name: 'Trash' }).click();
  const trash = page.getByRole('region', { name: 'Trash' });
  await expect(trash.getByText('Winterzauber')).toBeVisible();
  await trash.getByRole('button', { name: 'Restore Winterzauber' }).click();
  await expect(trash.getByText('The trash is empty.')).toBeVisible();
  await page.getByRole('button', { name: 'Back to templates' }).click();
  await expect(card.getByText('Published', { exact: true })).toBeVisible();
});
