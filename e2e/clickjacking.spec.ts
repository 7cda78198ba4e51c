/**
 * Issue 17: no other site can frame the checkout (clickjacking). The app's pages answer with
 * `frame-ancestors 'self'` (simulator/platform/http/security-headers.ts); the vault frame, on the asset
 * origin, still loads inside the app.
 */
import { expect, test, type Page } from './fixtures/test';
import { paths } from '../app/config/paths';
import { E2E_ORIGINS } from './origins';
import { Checkout } from './pages/checkout';

const CHECKOUT_URL = `${E2E_ORIGINS.app}${paths.subscription}`;

/** The URL the first child frame of the page ended on (chrome-error:// when the browser refused to show it). */
const childFrameUrl = (page: Page) => () => page.frames().find((f) => f !== page.mainFrame())?.url() ?? '';

/** Adds an iframe titled `title` showing the checkout to the page's body, as a page framing it would. */
const frameTheCheckout = (page: Page, title: string) =>
  page.evaluate(
    ([src, name]) => {
      const frame = document.createElement('iframe');
      frame.title = name;
      frame.src = src;
      document.body.append(frame);
    },
    [CHECKOUT_URL, title] as const,
  );

test('a page on another origin cannot frame the checkout', async ({ page }) => {
  // Any page of another origin will do: the service origin's scenario list stands in for the attacker's site.
  await page.goto(`${E2E_ORIGINS.service}/qa/api/scenarios`);
  const answered = page.waitForResponse((r) => r.url().startsWith(CHECKOUT_URL));
  await frameTheCheckout(page, 'victim');
  const response = await answered;
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  await expect.poll(childFrameUrl(page)).toMatch(/^chrome-error:/);
  await expect(page.frameLocator('iframe[title="victim"]').getByRole('button', { name: /pay/i })).toHaveCount(0);
});

test('the app may frame its own pages: the same iframe on the app origin loads the checkout', async ({ page }) => {
  await page.goto(paths.landing);
  await frameTheCheckout(page, 'own page');
  await expect.poll(childFrameUrl(page)).toContain(paths.subscription);
});

test('the vault frame still works inside the app', async ({ page }) => {
  const checkout = new Checkout(page);
  await checkout.open('framed@example.com', '');
  await checkout.typeCard({ holder: 'Ada Lovelace', number: '4242424242424242', expiry: '12/34', cvv: '123' });
  await expect(checkout.payButton).toBeEnabled();
});
