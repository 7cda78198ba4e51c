/**
 * The wallets' own behaviours in the real checkout (issue 11, wallet side): the delivery
 * address the shopper picks in a wallet sheet goes to the app's callback (widget §3 in docs/spec-coverage.md and
 * 8); an address the app refuses (outside the US, docs/decisions/0010) is shown as refused and Pay
 * waits for another one. Apple Pay's merchant session comes from the create-session call and its sheet
 * shows the plan's renewal; PayPal's order carries the config's integrationMode.
 */
import { expect, test, type Page } from './fixtures/test';
import { paths } from '../app/config/paths';
import { MESSAGES } from '../widget/messages';
import { shopperEmail } from './fixtures/shopper-email';
import { Checkout } from './pages/checkout';

const US_ADDRESS = 'Grace Hopper, 1 Main St, New York, NY 10001, United States';
const UK_ADDRESS = 'Grace Hopper, 10 Downing St, London SW1A 2AA, United Kingdom';

/** The JSON bodies of the page's POST requests whose URL ends with `urlEnd`, as they are sent. */
function postBodies(page: Page, urlEnd: string): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(urlEnd)) bodies.push(r.postDataJSON());
  });
  return bodies;
}

test('Apple Pay: a delivery address the app refuses keeps Pay off; a US address pays', async ({ page }) => {
  const createSession = postBodies(page, '/provider/apple-pay/create-session');
  const checkout = new Checkout(page);
  await checkout.open(shopperEmail('wallet-delivery'), '?scenario=apple-pay-success');
  const sheet = await checkout.openWalletSheet('Apple Pay');
  const pay = sheet.getByRole('button', { name: 'Pay with Apple Pay' });
  const deliverTo = sheet.getByLabel('Deliver to');
  await expect(deliverTo).toHaveValue(/./);
  await expect(pay).toBeEnabled();
  // The merchant session came from the create-session call; the weekly plan renews every 7 days (app §9 in docs/spec-coverage.md).
  expect(createSession).toEqual([{ requestUrl: expect.stringMatching(/\/provider\/apple-pay\/session$/), sessionUrl: expect.stringMatching(/^http/), clientDomain: new URL(page.url()).host }]);
  await expect(sheet).toContainText('Then $19.99 every 7 days (Weekly Plan)');

  await deliverTo.selectOption({ label: UK_ADDRESS });
  await expect(sheet.getByRole('alert')).toHaveText(MESSAGES.deliveryAddressRefused);
  await expect(pay).toBeDisabled();

  await deliverTo.selectOption({ label: US_ADDRESS });
  await expect(sheet.getByRole('alert')).toHaveText('');
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page).toHaveURL(new RegExp(paths.offers));
});

test('PayPal: the order carries the integration mode; the delivery address is asked of the app in the PayPal window too', async ({ page }) => {
  const orders = postBodies(page, '/pay');
  const checkout = new Checkout(page);
  await checkout.open(shopperEmail('wallet-delivery-paypal'), '?scenario=paypal-success');
  const sheet = await checkout.openWalletSheet('PayPal');
  expect(orders).toEqual([[expect.objectContaining({ paymentMethodCode: 'payPal', providerData: expect.objectContaining({ integrationMode: 'express' }) })]]);
  await sheet.getByLabel('Deliver to').selectOption({ label: UK_ADDRESS });
  await expect(sheet.getByRole('alert')).toHaveText("Your order can't be shipped to this address.");
  await expect(sheet.getByRole('button', { name: 'Approve payment' })).toBeDisabled();
  await sheet.getByRole('button', { name: 'Cancel and return' }).click();
  await expect(checkout.paymentSection).toHaveAttribute('data-failure-code', 'USER_CANCELLED');
});
