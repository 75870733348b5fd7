import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The OTA connection window and its live view (a canvas in an iframe) as the journeys drive them: the app's
 * server runs Chromium, which reaches the fake extranet (e2e/fakes/ota-extranet-fake.ts) under the channels'
 * real host names.
 */

export const liveViewFrame = (page: Page) => page.locator('iframe[title="Live browser"]');

export const liveView = (page: Page) =>
  page.frameLocator('iframe[title="Live browser"]').getByLabel('Live browser view');

/** Clicks the point of the remote page (CSS pixels of its viewport) where the canvas shows it. */
export async function clickRemote(page: Page, canvas: Locator, point: { x: number; y: number }) {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the live view is not visible');
  const viewportWidth = Number(await canvas.getAttribute('data-viewport-width'));
  const viewportHeight = Number(await canvas.getAttribute('data-viewport-height'));
  // The frame is drawn as large as fits, centred, keeping the remote viewport's aspect ratio.
  const scale = Math.min(box.width / viewportWidth, box.height / viewportHeight);
  const left = box.x + (box.width - viewportWidth * scale) / 2;
  const top = box.y + (box.height - viewportHeight * scale) / 2;
  await page.mouse.click(left + point.x * scale, top + point.y * scale);
}

/** Waits until the remote browser shows the page the check says, by the server's own check-url answer. */
export async function waitForRemoteUrl(page: Page, sessionId: string, pattern: RegExp) {
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/remote-browser/check-url?sessionId=${sessionId}`);
        return response.ok() ? ((await response.json()) as { currentUrl: string }).currentUrl : '';
      },
      { timeout: 20_000 },
    )
    .toMatch(pattern);
}

/** Chooses the channel in 'Add New OTA' and answers the connection window with its session's id. */
export async function openConnectionWindow(page: Page, channel: string) {
  await page.getByRole('button', { name: 'Add New OTA' }).click();
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/remote-browser/sessions') && response.request().method() === 'POST',
  );
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(channel) })
    .click();
  const response = await created;
  expect(response.status()).toBe(201);
  const { sessionId } = (await response.json()) as { sessionId: string };
  const window = page.getByRole('dialog', { name: `Connect to ${channel}` });
  await expect(window).toBeVisible();
  return { window, sessionId };
}
