import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { onboardThroughApi } from '../support/onboarding';
import { apiWrite } from '../support/templates';

/**
 * The activity log page (issue 36, part 4) in Chromium: from the sidebar, an edit's before and after, a long text
 * opened by keyboard, a filter kept in the address, the CSV export, and no serious accessibility problem.
 */
test('the log shows who changed what, filters by kind, opens long texts and exports CSV', async ({
  page,
}) => {
  const { hotelIds } = await onboardThroughApi(page, {
    type: 'individual',
    name: 'Hotel Seeblick',
    locations: [{ address: 'Seestrasse 1', city: 'Lindau', country: 'Germany' }],
  });
  const hotelId = hotelIds[0]!;
  const long = `${'The lake is quiet in the morning and the terrace opens at seven. '.repeat(8)}The end.`;
  await apiWrite(page.request, 'PUT', `/api/hotels/${hotelId}/description`, { content: 'A quiet hotel.' });
  await apiWrite(page.request, 'PUT', `/api/hotels/${hotelId}/description`, { content: long });
  const { room } = await apiWrite<{ room: { id: string } }>(
    page.request,
    'POST',
    `/api/hotels/${hotelId}/rooms`,
    {
      name: 'Suite',
    },
  );
  await apiWrite(page.request, 'PATCH', `/api/hotels/${hotelId}/rooms/${room.id}`, { sizeSqm: 40 });

  await page.goto('/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Activity' }).click();
  await expect(page).toHaveURL(/\/activity$/);
  const log = page.getByRole('list', { name: 'Activity log' });
  const roomEdit = log.getByRole('listitem').filter({ hasText: 'Updated room: Suite' });
  await expect(roomEdit).toContainText('Maria Huber');
  await expect(roomEdit.getByRole('row', { name: /Size \(m²\)/ })).toContainText('Not set');
  await expect(roomEdit.getByRole('row', { name: /Size \(m²\)/ })).toContainText('40');

  // The long text is folded; its 'Show all' opens it from the keyboard.
  const described = log.getByRole('listitem').filter({ hasText: 'Updated the hotel description' }).first();
  const showAll = described.getByRole('button', { name: 'Show all' });
  await showAll.focus();
  await page.keyboard.press('Enter');
  await expect(described.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  await expect(described.getByText('The end.', { exact: false })).toBeVisible();

  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help}`),
  ).toEqual([]);

  await page.getByLabel('Kind').selectOption({ label: 'Room edited' });
  await expect(page).toHaveURL(/\?kind=room_update$/);
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Kind')).toHaveValue('room_update');
  await expect(log.getByRole('listitem')).toHaveCount(1);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^activity-log-hotel-seeblick-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString('utf8');
  expect(text.split('\r\n')).toEqual([
    '\uFEFFDate,Member,Kind,Title,Field,Before,After',
    expect.stringMatching(/^\S+,Maria Huber,room_update,Updated room: Suite,Size \(m²\),,40$/),
    '',
  ]);
});
