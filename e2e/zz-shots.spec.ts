import { test, expect } from '@playwright/test';
import { Checkout } from './pages/checkout';
import { shopperEmail } from './fixtures/shopper-email';

const CARD = { holder: 'Grace Hopper', number: '4000 0000 0000 0002', expiry: '12/34', cvv: '123' };
for (const [w, h] of [[390, 844], [1280, 800]] as const) {
  test(`shots ${w}`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    const checkout = new Checkout(page);
    await checkout.open(shopperEmail('shots'), '?scenario=declined');
    await checkout.typeCard(CARD);
    await expect(checkout.payButton).toBeEnabled();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/wt30w-shots/ready-${w}.png` });
    await checkout.payButton.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/wt30w-shots/pay-${w}.png` });
    await checkout.payButton.click();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 30000 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/wt30w-shots/failed-${w}.png` });
  });
}
