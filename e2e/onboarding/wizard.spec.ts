import { expect, test } from '@playwright/test';
import {
  chooseCountry,
  completePersonalStep,
  onboardThroughWizard,
  onboardToImportStep,
} from '../support/onboarding';
import { createConfirmedUser, signInThroughUi } from '../support/users';

test('an individual hotel: six steps, Back keeps values, reload resumes, and the dashboard shows the hotel', async ({
  page,
}) => {
  const user = await createConfirmedUser(page.request);
  await signInThroughUi(page, user.email);
  await expect(page).toHaveURL(/\/onboarding/);
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  const progress = page.getByRole('list', { name: 'Onboarding progress' });
  for (const label of ['Account', 'Hotel type', 'Location', 'Category', 'Import', 'Subscription']) {
    await expect(progress).toContainText(label);
  }

  // Continue stays disabled until the step is valid.
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await page.getByLabel('First name').fill('   ');
  await page.getByLabel('Last name').fill('Huber');
  await expect(next).toBeDisabled();
  await completePersonalStep(page, 'Maria', 'Huber');

  await expect(page.getByRole('heading', { name: 'Select hotel type' })).toBeVisible();
  await page.getByRole('radio', { name: 'Individual hotel' }).check();
  await page.getByLabel('Hotel name').fill('Haus am See');
  await page.getByLabel('Website').fill('haus-am-see.example');
  await next.click();

  await expect(page.getByRole('heading', { name: 'Add hotel details' })).toBeVisible();
  const location = page.getByRole('group', { name: 'Location 1' });
  await expect(location.getByLabel('Name')).toHaveValue('Haus am See');
  await expect(page.getByRole('button', { name: 'Add Hotel' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove location' })).toHaveCount(0);
  await expect(next).toBeDisabled();
  await location.getByLabel('Address').fill('Seeweg 1');
  await location.getByLabel('City').fill('Bregenz');
  await chooseCountry(location.getByLabel('Country'), 'Austria');
  await next.click();

  await expect(page.getByRole('heading', { name: 'Choose hotel category' })).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('group', { name: 'Location 1' }).getByLabel('City')).toHaveValue('Bregenz');
  await next.click();
  await page.getByRole('radio', { name: 'Family Hotel' }).check();
  await next.click();

  await expect(page.getByRole('heading', { name: 'Import your property' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Import your property' })).toBeVisible();
  await expect(page.getByText('Step 5 of 6')).toBeVisible();
  // Unfinished onboarding keeps the app closed even though the hotel exists.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/onboarding/);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page.getByText('Small (50)')).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe later' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('active-hotel-name')).toHaveText('Haus am See');
  await expect(page.getByTestId('user-full-name')).toHaveText('Maria Huber');
  // A finished user visiting /login or /onboarding goes to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a chain with two locations becomes two hotels, the first one active', async ({ page }) => {
  await onboardThroughWizard(page, {
    type: 'chain',
    name: 'Alpen Hotels',
    locations: [
      {
        name: 'Alpen Hotel Innsbruck',
        address: 'Maria-Theresien-Strasse 1',
        city: 'Innsbruck',
        country: 'Austria',
      },
      { name: 'Alpen Hotel Salzburg', address: 'Getreidegasse 2', city: 'Salzburg', country: 'Austria' },
    ],
    category: 'Mountain Hotel',
  });
  await expect(page.getByTestId('active-hotel-name')).toHaveText('Alpen Hotel Innsbruck');
  // The chain's name entered in onboarding is kept and shown (DECISIONS.md point 27).
  await expect(page.getByTestId('active-hotel-chain')).toHaveText('Alpen Hotels');
  await page.goto('/settings/hotel');
  await expect(page.getByRole('heading', { name: 'Your Hotels' })).toBeVisible();
  await expect(page.getByText('Hotel chain: Alpen Hotels')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Alpen Hotel Innsbruck' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Alpen Hotel Salzburg' })).toBeVisible();
});

test('a chain location can be removed only while more than one exists', async ({ page }) => {
  const user = await createConfirmedUser(page.request);
  await signInThroughUi(page, user.email);
  await completePersonalStep(page);
  await expect(page.getByRole('heading', { name: 'Select hotel type' })).toBeVisible();
  await page.getByRole('radio', { name: 'Hotel chain' }).check();
  await page.getByLabel('Chain name').fill('Bodensee Hotels');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('group', { name: 'Location 1' }).getByLabel('Name')).toHaveValue(
    'Bodensee Hotels',
  );
  await expect(page.getByRole('button', { name: 'Remove location' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Hotel' }).click();
  await expect(page.getByRole('button', { name: 'Remove location' })).toHaveCount(2);
  await page
    .getByRole('group', { name: 'Location 2' })
    .getByRole('button', { name: 'Remove location' })
    .click();
  await expect(page.getByRole('group', { name: 'Location 2' })).toHaveCount(0);
});

test('the chain name is required as marked, and the phone is kept as typed and stored in E.164', async ({
  page,
}) => {
  const user = await createConfirmedUser(page.request);
  await signInThroughUi(page, user.email);
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await page.getByLabel('First name').fill('Maria');
  await page.getByLabel('Last name').fill('Huber');
  const phone = page.getByLabel('Phone');
  await phone.pressSequentially('+49 8821 123456');
  await expect(phone).toHaveValue('+49 8821 123456');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Select hotel type' })).toBeVisible();
  const profile = (await (await page.request.get('/api/profile')).json()) as { profile: { phone: string } };
  expect(profile.profile.phone).toBe('+498821123456');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await expect(page.getByLabel('Phone')).toHaveValue('+49 8821 123456');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Select hotel type' })).toBeVisible();
  await page.getByRole('radio', { name: 'Hotel chain' }).check();
  const chainName = page.getByLabel('Chain name');
  await expect(chainName).toHaveAttribute('required', '');
  await chainName.focus();
  await chainName.blur();
  await expect(page.getByText('Chain name is required')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await chainName.fill('Zugspitz Hotels');
  await expect(page.getByText('Chain name is required')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  // An individual hotel's name stays optional, and is not marked required.
  await page.getByRole('radio', { name: 'Individual hotel' }).check();
  await expect(page.getByLabel('Hotel name')).not.toHaveAttribute('required', '');
});

test('the room count is saved to the hotel and survives a canceled checkout, with suggestion and selection agreeing', async ({
  page,
}) => {
  await onboardToImportStep(page, {
    type: 'individual',
    name: 'Hotel Zugspitzblick',
    locations: [{ address: 'Bahnhofstrasse 1', city: 'Garmisch-Partenkirchen', country: 'Germany' }],
  });
  await page.getByRole('button', { name: 'Skip for now' }).click();
  const roomCount = page.getByRole('textbox', { name: 'Number of rooms' });
  await expect(roomCount).toBeVisible();

  // Refused counts say why.
  await roomCount.fill('-5');
  await expect(page.getByText('The number of rooms cannot be negative.')).toBeVisible();
  await roomCount.fill('many');
  await expect(
    page.getByText('Please enter the number of rooms as a whole number, for example 42.'),
  ).toBeVisible();

  await roomCount.fill('120');
  await expect(page.getByText('Suggested plan: Medium (150)')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Medium/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/test-checkout\?session=/);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/onboarding/);
  await expect(roomCount).toHaveValue('120');
  await expect(page.getByText('Suggested plan: Medium (150)')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Medium/ })).toBeChecked();
  await expect(page.getByText(/You chose/)).toHaveCount(0);
  const listed = (await (await page.request.get('/api/hotels')).json()) as {
    hotels: { numberOfRooms: number | null }[];
  };
  expect(listed.hotels.map((hotel) => hotel.numberOfRooms)).toEqual([120]);

  // A pick that differs from the suggestion says so, and the suggestion is one click away.
  await page.getByRole('radio', { name: /Large Unlimited/ }).check();
  await expect(page.getByText('You chose Large Unlimited instead.')).toBeVisible();
  await page.getByRole('button', { name: 'Use Medium' }).click();
  await expect(page.getByRole('radio', { name: /Medium/ })).toBeChecked();
});
