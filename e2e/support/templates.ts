import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
