/**
 * The card form in the real vault frame: the network badge, field errors and the Pay button state
 * follow what the shopper types, and the app page only ever learns validity, network and bin.
 */
import { expect, test, type Page } from './fixtures/test';
import { CARD_FORM_TEXT, FIELD_ERRORS, FIELD_TEXT } from '../widget/messages';
import { Checkout } from './pages/checkout';
import { RENEWAL_TERMS_VERSION } from '../catalog/renewal-terms';
import type { PaidCard } from './pages/pay-as-scenario';
import { shopperEmail } from './fixtures/shopper-email';

const VISA: PaidCard = { holder: 'Ada Lovelace', number: '4242424242424242', expiry: '12/34', cvv: '123' };

/** Opens a checkout on a fresh `tag` email (with `query`) and types the valid Visa, with `card`'s fields in place of its own. */
async function typedCheckout(page: Page, card: Partial<PaidCard>, tag = 'card-form', query = ''): Promise<Checkout> {
  const checkout = new Checkout(page);
  await checkout.open(shopperEmail(tag), query);
  await checkout.typeCard({ ...VISA, ...card });
  return checkout;
}

const CARDS = [
  { network: 'Visa', number: '4242424242424242', cvv: '123', valid: true },
  { network: 'Mastercard', number: '5555555555554444', cvv: '123', valid: true },
  { network: 'Amex', number: '378282246310005', cvv: '1234', valid: true },
  { network: 'Visa', number: '4242424242424241', cvv: '123', valid: false },
] as const;

// One checkout for the four numbers: opening it (the subscription page, the modal, the vault frame) was
// most of each of four tests. Each number replaces the last in the same form, in an order where every
// check needs the form to have followed the new number (the network changes, then validity).
test('a valid Visa, Mastercard and Amex number, then a Luhn-invalid Visa number', async ({ page }) => {
  const first = CARDS[0];
  const checkout = await typedCheckout(page, { number: first.number, cvv: first.cvv });
  const frame = checkout.cardFrame;
  for (const card of CARDS) {
    if (card !== first) {
      // Emptied first, and Pay seen disabled: what the app shows next is the new number's state, not the last one's.
      await frame.getByLabel(FIELD_TEXT.number.label).fill('');
      await expect(checkout.payButton).toBeDisabled();
      await frame.getByLabel(FIELD_TEXT.number.label).pressSequentially(card.number);
      await frame.getByLabel(FIELD_TEXT.cvv.label).fill('');
      await frame.getByLabel(FIELD_TEXT.cvv.label).pressSequentially(card.cvv);
    }
    const which = `${card.valid ? 'a valid' : 'a Luhn-invalid'} ${card.network} number`;
    await expect(frame.getByText(card.network, { exact: true }), which).toBeVisible();
    if (card.valid) {
      await expect(checkout.payButton, which).toBeEnabled();
      await expect(frame.getByText(FIELD_ERRORS.number), which).toHaveCount(0);
    } else {
      await expect(checkout.payButton, which).toBeDisabled();
      await expect(frame.getByText(FIELD_ERRORS.number), which).toBeVisible();
      await expect(frame.getByLabel(FIELD_TEXT.number.label), which).toHaveAttribute('aria-invalid', 'true');
    }
  }
});

test('a one-letter holder name is refused with its message', async ({ page }) => {
  const checkout = await typedCheckout(page, { holder: 'A' });
  await expect(checkout.cardFrame.getByText(FIELD_ERRORS.holder)).toBeVisible();
  await expect(checkout.payButton).toBeDisabled();
  await checkout.cardFrame.getByLabel(FIELD_TEXT.holder.label).fill('Al');
  await checkout.cardFrame.getByLabel(FIELD_TEXT.cvv.label).focus();
  await expect(checkout.payButton).toBeEnabled();
});

test('an expired card is refused', async ({ page }) => {
  const checkout = await typedCheckout(page, { expiry: '01/20' });
  await expect(checkout.cardFrame.getByText(FIELD_ERRORS.expiry)).toBeVisible();
  await expect(checkout.payButton).toBeDisabled();
});

test('the app page cannot read the card number: only the frame can', async ({ page }) => {
  const checkout = await typedCheckout(page, { number: '5555555555554444' });
  await expect(checkout.payButton).toBeEnabled();
  // The frame holds the number the shopper typed (grouped as they see it)...
  await expect(checkout.cardFrame.getByLabel(FIELD_TEXT.number.label)).toHaveValue(/^5555\D?5555\D?5555\D?4444$/);
  // ...and the app page cannot reach it. Same-origin policy: the app page cannot reach into the frame's document.
  const reach = await page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Secure card payment fields"]');
    try {
      return frame?.contentDocument?.body?.innerHTML ?? 'blocked';
    } catch {
      return 'blocked';
    }
  });
  expect(reach).toBe('blocked');
  const html = await page.content();
  for (const shown of ['5555555555554444', '5555 5555 5555 4444']) expect(html).not.toContain(shown);
});

test.describe('billing address and installments (installments-br)', () => {
  // The browser's time zone picks the default country (widget §9 in docs/spec-coverage.md).
  test.use({ timezoneId: 'America/Sao_Paulo' });

  test('an invalid postal code gets the error style on blur and disables Pay; fixing it enables Pay', async ({ page }) => {
    const checkout = await typedCheckout(page, {}, 'card-form-billing', '?scenario=installments-br');
    const frame = checkout.cardFrame;
    const country = frame.getByLabel(CARD_FORM_TEXT.countryLabel);
    await expect(country).toHaveValue('BR');
    await country.selectOption({ label: 'United States' });
    const postal = frame.getByLabel(CARD_FORM_TEXT.postalCodeLabel);
    await expect(postal).toHaveAttribute('placeholder', CARD_FORM_TEXT.postalCodePlaceholder);
    await postal.fill('9410');
    await expect(postal).toHaveAttribute('aria-invalid', 'false');
    await postal.blur();
    await expect(postal).toHaveAttribute('aria-invalid', 'true');
    await expect(frame.getByText(CARD_FORM_TEXT.postalCodeError)).toBeVisible();
    await expect(checkout.payButton).toBeDisabled();
    await postal.pressSequentially('5');
    await expect(postal).toHaveAttribute('aria-invalid', 'false');
    await expect(checkout.payButton).toBeEnabled();
    // A US card is issued in the US: no installments for it.
    await expect(frame.getByLabel(CARD_FORM_TEXT.installmentsLabel)).toBeHidden();
  });

  test('a Brazilian card is offered BR installments, and authorize carries installments.count and the terms shown (issue 29)', async ({ page }) => {
    const checkout = await typedCheckout(page, { number: '4389350000000002' }, 'card-form-installments', '?scenario=installments-br');
    const frame = checkout.cardFrame;
    const installments = frame.getByLabel(CARD_FORM_TEXT.installmentsLabel);
    await expect(installments).toBeVisible();
    await expect(installments.locator('option')).toHaveText([CARD_FORM_TEXT.installmentsPlaceholder, '2 x $0.50', '3 x $0.34', '6 x $0.17']);
    await installments.selectOption({ label: '3 x $0.34' });
    await frame.getByLabel(CARD_FORM_TEXT.postalCodeLabel).fill('01310-100');
    await expect(checkout.payButton).toBeEnabled();
    const authorize = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/authorize'));
    await checkout.payButton.click();
    const body = (await authorize).postDataJSON() as { paymentComposition: { installments?: { count: number } }[]; consent?: unknown };
    expect(body.paymentComposition[0]?.installments).toEqual({ count: 3 });
    // The checkout's renewal terms and the language it showed them in travel with the authorization: the provider keeps them for the consent record.
    expect(body.consent).toEqual({ termsVersion: RENEWAL_TERMS_VERSION, language: 'en' });
  });
});
