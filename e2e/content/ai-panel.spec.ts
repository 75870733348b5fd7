import { expect, test, type Locator, type Page } from '@playwright/test';
import { onboardNewUser } from '../support/onboarding';

/**
 * Issue 31, point 14: the AI panel's variants use the panel's width and show their whole text, and every label
 * fits its button, on a desktop and on a phone; the built-in generator says plainly what it is.
 */
async function openDescriptionTab(page: Page) {
  await onboardNewUser(page, {
    type: 'individual',
    name: 'Hotel Seeblick',
    locations: [{ address: 'Uferstraße 7', city: 'Konstanz', country: 'Germany' }],
  });
  await page.goto('/active-content');
  await expect(page.getByRole('heading', { name: 'Hotel Seeblick' })).toBeVisible();
  await page.getByRole('tablist', { name: 'Inhalte' }).getByRole('tab', { name: 'Description' }).click();
}

/** Elements whose content is cut off: wider or taller than their box. */
const clipped = (elements: Locator) =>
  elements.evaluateAll((nodes) =>
    nodes
      .filter((node) => node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1)
      .map((node) => node.textContent?.trim() ?? ''),
  );

for (const [device, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`the AI panel's variants and buttons are not cut off on a ${device}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openDescriptionTab(page);
    const panel = page.getByRole('complementary', { name: 'KI-Assistent' });
    await panel.getByRole('button', { name: 'Beschreibung generieren' }).click();
    await expect(
      panel.getByText('Geschrieben von: Eingebaute Schreibhilfe, kein KI-Dienst eingerichtet'),
    ).toBeVisible();

    const variants = panel.getByRole('listitem');
    await expect(variants).toHaveCount(2);
    // Each variant is as wide as the panel allows (one under the other) and shows all of its text.
    const panelBox = (await panel.boundingBox())!;
    for (const variant of await variants.all()) {
      const box = (await variant.boundingBox())!;
      expect(box.width).toBeGreaterThan(panelBox.width * 0.8);
      expect(box.x + box.width).toBeLessThanOrEqual(panelBox.x + panelBox.width + 1);
    }
    expect(await clipped(panel.locator('li, li *'))).toEqual([]);
    expect(await clipped(panel.getByRole('button'))).toEqual([]);
  });
}
