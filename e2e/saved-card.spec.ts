/**
 * The card-save body of app §3 in docs/spec-coverage.md, end to end: a shopper who pays with a card (the checkout
 * stores it for the subscription) finds it listed, masked, at the next checkout with the same email,
 * and can pay with it; the full number is nowhere on the page. A signed-in shopper's checkout names
 * the account at /init/session (x-id-token, issue 10), so the card is listed under another email too.
 */
import { expect, test, type Page, type Request } from './fixtures/test';
import { SignIn } from './pages/account';
import { Checkout } from './pages/checkout';
import { shopperEmail } from './fixtures/shopper-email';

/** The checkout's GET /init/session (not its CORS preflight). */
const initSession = (page: Page): Promise<Request> => page.waitForRequest((r) => r.url().includes('/init/session') && r.method() === 'GET');

const CARD = { holder: 'Ada Lovelace', number: '4242424242424242', expiry: '12/34', cvv: '123' };

test('a second checkout with the same email lists the saved card, masked', async ({ page }) => {
  const email = shopperEmail('saved-card');
  await page.clock.install();
  const first = new Checkout(page);
  const init = initSession(page);
  await first.open(email, '');
  // Nobody signed in: the checkout names no account.
  expect(await (await init).headerValue('x-id-token')).toBeNull();
  await expect(page.getByRole('radio', { name: 'Visa •••• 4242', exact: true })).toHaveCount(0);
  await first.payAndSaveCard(CARD);

  // Another plan family: one active subscription per email and family.
  const second = new Checkout(page);
  await second.open(email, '?plan=club_premium_one_month');
  await second.chooseMethod('Visa •••• 4242');
  const html = await page.content();
  expect(html).not.toContain(CARD.number);
  expect(html).not.toContain('4242 4242 4242 4242');
  await expect(second.payButton).toBeEnabled();
});

test('a signed-in shopper finds the card their account saved at a checkout under another email', async ({ page }) => {
  await page.clock.install();
  const user = await new SignIn(page).signInAsNewUser(shopperEmail('account-card'));

  const first = new Checkout(page);
  const init = initSession(page);
  await first.open(user.email, '');
  expect(await (await init).headerValue('x-id-token')).toMatch(/^[\w-]+\.[\w-]+\./);
  await first.payAndSaveCard(CARD);

  // Another email, still signed in: the card is listed because it belongs to the account.
  const second = new Checkout(page);
  await second.open(shopperEmail('account-card-other'), '?plan=club_premium_one_month');
  await second.chooseMethod('Visa •••• 4242');
  await expect(second.payButton).toBeEnabled();
});

test('the deprecated showExistingCards: false hides stored cards, as showStoredInstruments: false does', async ({ page }) => {
  const shown = new Checkout(page);
  await shown.open(shopperEmail('stored-shown'), '?scenario=stored-card-success');
  await expect(page.getByRole('radio', { name: 'Visa •••• 4242', exact: true })).toBeVisible();

  const hidden = new Checkout(page);
  await hidden.open(shopperEmail('stored-hidden'), '?scenario=stored-card-success&showExistingCards=false');
  await expect(page.getByRole('radio', { name: 'Card', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Visa •••• 4242', exact: true })).toHaveCount(0);
});
