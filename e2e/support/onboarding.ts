import { expect, type Locator, type Page } from '@playwright/test';
import onboardingTexts from '@web/locales/en/onboarding.json' with { type: 'json' };
import { apiWrite } from './templates';
import { createConfirmedUser, e2ePassword, signInThroughUi } from './users';

export interface HotelLocationInput {
  name?: string;
  address: string;
  city: string;
  /** The English name, as the country list shows it first ('Germany' picks 'Germany (Deutschland)'). */
  country: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Picks a country in a country list by its English name. */
export async function chooseCountry(select: Locator, country: string) {
  const option = select.locator('option', { hasText: new RegExp(`^${escapeRegExp(country)}( \\(|$)`) });
  const code = await option.getAttribute('value');
  if (!code) throw new Error(`no country named ${country}`);
  await select.selectOption(code);
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

/** Fills the personal step and continues. */
export async function completePersonalStep(page: Page, first = 'Maria', last = 'Huber') {
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Phone').fill('+49 30 123456');
  await continueButton(page).click();
}

export interface OnboardingOptions {
  type: 'individual' | 'chain';
  name: string;
  locations: HotelLocationInput[];
  category?: string;
  /** The hotel's website, entered on the hotel step (optional there). */
  website?: string;
}

/** A new confirmed user, signed in, taken through the wizard's first four steps to the import step. */
export async function onboardToImportStep(page: Page, options: OnboardingOptions) {
  const user = await createConfirmedUser(page.request);
  await signInThroughUi(page, user.email);
  await expect(page).toHaveURL(/\/onboarding/);
  await completePersonalStep(page);
  await page
    .getByRole('radio', { name: options.type === 'chain' ? 'Hotel chain' : 'Individual hotel' })
    .check();
  await page.getByLabel(options.type === 'chain' ? 'Chain name' : 'Hotel name').fill(options.name);
  if (options.website) await page.getByLabel('Website').fill(options.website);
  await continueButton(page).click();
  for (const [index, location] of options.locations.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add Hotel' }).click();
    const group = page.getByRole('group', { name: `Location ${index + 1}` });
    if (location.name) await group.getByLabel('Name').fill(location.name);
    await group.getByLabel('Address').fill(location.address);
    await group.getByLabel('City').fill(location.city);
    await chooseCountry(group.getByLabel('Country'), location.country);
  }
  await continueButton(page).click();
  await page.getByRole('radio', { name: options.category ?? 'City Hotel' }).check();
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: 'Import your property' })).toBeVisible();
  return user;
}

/**
 * A new confirmed user, signed in, taken through the wizard (skip import, subscribe later) to the dashboard:
 * the onboarding journeys' own path; the other journeys start from `onboardNewUser`.
 */
export async function onboardThroughWizard(page: Page, options: OnboardingOptions) {
  const user = await onboardToImportStep(page, options);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('button', { name: 'Subscribe later' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return user;
}

/**
 * A new confirmed user, signed in in the page's browser context, with the hotels the wizard would make and
 * onboarding finished: the wizard's own requests, made through the API. The wizard has its journeys in
 * e2e/onboarding; walking it through the page cost every other journey several seconds of its time.
 */
export async function onboardThroughApi(page: Page, options: OnboardingOptions, { withName = true } = {}) {
  const user = await createConfirmedUser(page.request);
  const origin = process.env.E2E_BASE_URL as string;
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: e2ePassword },
    headers: { origin },
  });
  expect(signIn.status()).toBe(200);
  // The personal step's name and phone (as the wizard's journeys fill it in).
  if (withName)
    await apiWrite(page.request, 'PUT', '/api/profile', {
      firstName: 'Maria',
      lastName: 'Huber',
      phone: '+49 30 123456',
    });
  // The category whose label the wizard shows, as its catalogue spells it.
  const category = Object.entries(onboardingTexts.category.options)
    .map(([value, { label }]) => ({ value, label }))
    .find((option) => option.label === (options.category ?? 'City Hotel'));
  if (!category) throw new Error(`no hotel category labelled ${options.category}`);
  const { hotels } = await apiWrite<{ hotels: { id: string }[] }>(
    page.request,
    'POST',
    '/api/onboarding/hotels',
    {
      hotelType: options.type,
      hotelName: options.name,
      hotelWebsite: options.website ?? '',
      category: category.value,
      // As the wizard names them: the first location after the hotel unless it was given a name of its own.
      locations: options.locations.map((location, index) => ({
        name: location.name ?? (index === 0 ? options.name : ''),
        address: location.address,
        city: location.city,
        country: location.country,
      })),
    },
  );
  await apiWrite(page.request, 'POST', '/api/onboarding/complete', undefined, 200);
  return { ...user, hotelIds: hotels.map((hotel) => hotel.id) };
}

/** `onboardThroughApi`, then on the dashboard. */
export async function onboardNewUser(page: Page, options: OnboardingOptions) {
  const user = await onboardThroughApi(page, options);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  return user;
}

/**
 * A signed-in user with one individual hotel in Germany (onboarding done), left where the page was; without a
 * name, as the dashboard's journeys expect ('Welcome!' rather than a greeting by name).
 */
export async function signedInUserWithHotel(
  page: Page,
  hotel: { name: string; address: string; city: string },
) {
  const { hotelIds, ...user } = await onboardThroughApi(
    page,
    {
      type: 'individual',
      name: hotel.name,
      locations: [{ address: hotel.address, city: hotel.city, country: 'Germany' }],
    },
    { withName: false },
  );
  const hotelId = hotelIds[0];
  if (!hotelId) throw new Error('onboarding made no hotel');
  return { ...user, hotelId };
}
