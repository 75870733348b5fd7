import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createConfirmedUser, e2ePassword } from './users';

/** The API's writes want the app's own Origin. */
const origin = () => process.env.E2E_BASE_URL as string;

/** POSTs, PUTs or PATCHes JSON as the signed-in user of `request` and returns the answer's body. */
export async function apiWrite<T = unknown>(
  request: APIRequestContext,
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  data: unknown,
  status = method === 'POST' ? 201 : 200,
): Promise<T> {
  const response = await request.fetch(url, { method, data, headers: { origin: origin() } });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

/**
 * A confirmed user signed in through the API in the page's browser context, with one hotel made through
 * onboarding's API and onboarding finished (the wizard has its own journey in e2e/onboarding).
 */
export async function signedInUserWithHotel(
  page: Page,
  hotel: { name: string; address: string; city: string },
) {
  const user = await createConfirmedUser(page.request);
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: e2ePassword },
    headers: { origin: origin() },
  });
  expect(signIn.status()).toBe(200);
  const { hotels } = await apiWrite<{ hotels: { id: string }[] }>(
    page.request,
    'POST',
    '/api/onboarding/hotels',
    {
      hotelType: 'individual',
      hotelName: hotel.name,
      hotelWebsite: '',
      category: 'city',
      locations: [{ name: hotel.name, address: hotel.address, city: hotel.city, country: 'Germany' }],
    },
  );
  await apiWrite(page.request, 'POST', '/api/onboarding/complete', undefined, 200);
  const hotelId = hotels[0]?.id;
  if (!hotelId) throw new Error('onboarding made no hotel');
  return { ...user, hotelId };
}

export interface TemplateBody {
  name: string;
  startDate?: string | null;
  endDate?: string | null;
  imageIds?: string[];
  coverId?: string | null;
  isPublished?: boolean;
  contentDescription?: string;
}

/** Creates a template through the editor's API (the editor has its own journey). */
export async function createTemplate(page: Page, hotelId: string, body: TemplateBody) {
  const { template } = await apiWrite<{ template: { id: string } }>(
    page.request,
    'POST',
    `/api/hotels/${hotelId}/templates`,
    body,
  );
  return template;
}
