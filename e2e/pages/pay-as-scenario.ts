import { expect, type Page } from '@playwright/test';
import type { Scenario } from '../../scenarios';
import { CARD_FORM_TEXT, MESSAGES } from '../../widget/messages';
import type { Checkout } from './checkout';

export interface PaidCard {
  readonly holder: string;
  readonly number: string;
  readonly expiry: string;
  readonly cvv: string;
}

/** The instant-payment poll runs every 2000 ms; its first poll comes 20000 ms after the popup opens. */
export const PIX_STEP_MS = 2000;
const PIX_FIRST_POLL_MS = 20_000;
const PIX_MAX_STEPS = 400;
/**
 * A shopper who never pays leaves the widget nothing to end on but its time-out, which it measures on
 * the page's clock from the popup's opening (widget/redirect/instant-payment-decision.ts), never by
 * counting polls: time then runs a minute at a go until near the end, one poll a minute.
 */
const PIX_UNPAID_FAR_STEP_MS = 60_000;

/** How the test then lets (fake) time pass until the end; pix also says when its popup opened, in fake time. */
export interface WaitPlan {
  readonly stepMs: number;
  readonly maxSteps: number;
  readonly pollPath?: string;
  readonly popupOpenedAt?: number;
  /** Far from the expected end, time may run this long at a go (still one poll answered per go): the number of polls cannot change the outcome. */
  readonly farStepMs?: number;
}

/** The issuer's 3-D Secure window: the shopper completes the challenge (the scenario then decides the result). */
async function completeChallenge(page: Page, checkout: Checkout, fakeClock: boolean): Promise<void> {
  const challenge = page.frameLocator('iframe[title="3-D Secure verification"]').getByRole('button', { name: 'Complete authentication' });
  if (fakeClock) await checkout.advanceUntil(challenge);
  await expect(page.getByRole('dialog', { name: 'Verify your payment with your bank' })).toBeVisible();
  await challenge.click();
}

/**
 * Ticks PayPal's store checkbox: the widget closes the PayPal button and renders it again after its
 * 300 ms debounce (widget §4 in docs/spec-coverage.md), under the fake clock when the test runs one.
 */
async function savePayPal(page: Page, checkout: Checkout, fakeClock: boolean): Promise<void> {
  await checkout.chooseMethod('PayPal');
  const button = page.getByRole('button', { name: 'Pay with PayPal' });
  await expect(button).toBeVisible();
  await page.getByRole('checkbox', { name: MESSAGES.payPalStoreCheckbox }).check();
  await expect(button).toBeHidden();
  if (fakeClock) await checkout.advanceUntil(button, 100, 50);
  await expect(button).toBeVisible();
}

/** Pays the way the scenario's shopper does, with `card` for card scenarios; `beforePay` runs once a typed card has enabled Pay. */
export async function payAsScenario(page: Page, checkout: Checkout, scenario: Scenario, card: PaidCard, fakeClock = true, beforePay?: () => Promise<void>): Promise<WaitPlan> {
  const approve = (scenario.shopper?.action ?? 'approve') === 'approve';
  const quick = { stepMs: 700, maxSteps: 200 };
  switch (scenario.method ?? 'card') {
    case 'card': {
      await checkout.typeCard(card);
      // Scenarios whose card option supports billing info (installments-br) need an address too.
      const country = checkout.cardFrame.getByLabel(CARD_FORM_TEXT.countryLabel);
      if (await country.isVisible()) {
        await country.selectOption({ label: 'United States' });
        await checkout.cardFrame.getByLabel(CARD_FORM_TEXT.postalCodeLabel).fill('94105');
      }
      await expect(checkout.payButton).toBeEnabled();
      await beforePay?.();
      await checkout.payButton.click();
      if (scenario.threeDs) await completeChallenge(page, checkout, fakeClock);
      return quick;
    }
    case 'stored-card':
      await checkout.chooseMethod('Visa •••• 4242');
      await expect(checkout.payButton).toBeEnabled();
      await checkout.payButton.click();
      return quick;
    case 'apple-pay': {
      const sheet = await checkout.openWalletSheet('Apple Pay');
      if (approve) {
        await expect(sheet.getByRole('button', { name: 'Pay with Apple Pay' })).toBeEnabled();
        await sheet.getByRole('button', { name: 'Pay with Apple Pay' }).click();
      } else await sheet.getByRole('button', { name: 'Cancel' }).click();
      return quick;
    }
    case 'google-pay': {
      const sheet = await checkout.openWalletSheet('Google Pay');
      await sheet.getByRole('button', { name: approve ? 'Continue with Google Pay' : 'Cancel' }).click();
      if (approve && scenario.threeDs) await completeChallenge(page, checkout, fakeClock);
      return quick;
    }
    case 'paypal': {
      const store = scenario.shopper?.storeInstrument === true;
      if (store) await savePayPal(page, checkout, fakeClock);
      const order = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/pay'));
      const sheet = await checkout.openWalletSheet('PayPal');
      // Saved: the re-rendered button asks for a billing agreement (storeInstrument), confirmed with its tokenId.
      expect((await order).postDataJSON()).toEqual([expect.objectContaining({ paymentMethodCode: 'payPal', storeInstrument: store })]);
      if (!approve) {
        await sheet.getByRole('button', { name: 'Cancel and return' }).click();
        return quick;
      }
      const confirm = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/confirm'));
      await sheet.getByRole('button', { name: 'Approve payment' }).click();
      expect((await confirm).postDataJSON()).toEqual({ data: store ? { tokenId: expect.stringMatching(/^BA-/) } : { orderId: expect.any(String) } });
      return quick;
    }
    case 'pix': {
      await checkout.chooseMethod('Pix');
      // From here fake time moves only when the test moves it: the 750000 ms time-out is then measured exactly.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await page.getByRole('button', { name: 'Continue with Pix' }).click();
      await expect(checkout.redirectPopup).toBeVisible();
      const popupOpenedAt = await page.evaluate(() => Date.now());
      const paid = page.frameLocator('iframe[title="Pay with Pix"]').getByRole('button', { name: 'I have paid' });
      if (approve) await paid.click();
      else await expect(paid).toBeVisible();
      await page.clock.runFor(PIX_FIRST_POLL_MS - PIX_STEP_MS);
      return { stepMs: PIX_STEP_MS, maxSteps: PIX_MAX_STEPS, pollPath: '/authorization-result', popupOpenedAt, ...(approve ? {} : { farStepMs: PIX_UNPAID_FAR_STEP_MS }) };
    }
    case 'redirect':
      await checkout.chooseMethod('Online banking');
      await page.getByRole('button', { name: 'Continue with Online banking' }).click();
      return { stepMs: 2000, maxSteps: 40 };
  }
}
