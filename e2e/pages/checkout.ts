import { expect, type Locator, type Page } from '@playwright/test';
import { paths } from '../../app/config/paths';
import { SUBSCRIPTION_ACTIVE } from '../../catalog/shopper-messages';
import { Funnel } from './funnel';
import type { PaidCard } from './pay-as-scenario';

/** Session-storage key of the quiz email atom (app/shared/quiz/quiz-state.ts). */
const QUIZ_EMAIL_KEY = 'mm.quizEmail';

/** Each wallet's own button, named as its SDK (the simulator's stand-in) names it. */
const WALLET_BUTTONS = { 'Apple Pay': 'Buy with Apple Pay', 'Google Pay': 'Buy with Google Pay', PayPal: 'Pay with PayPal' } as const;
type Wallet = keyof typeof WALLET_BUTTONS;

/** Page object for the checkout alone: starts with the quiz already answered, as a returning visitor would. */
export class Checkout extends Funnel {
  constructor(page: Page) {
    super(page);
  }

  async open(email: string, query: string): Promise<void> {
    await this.page.addInitScript(([key, value]) => sessionStorage.setItem(key, JSON.stringify(value)), [QUIZ_EMAIL_KEY, email] as const);
    await this.page.goto(`${paths.subscription}${query}`);
    await this.openPaymentModal();
    await expect(this.payButton).toBeVisible();
  }

  /**
   * Types `card` and pays; the checkout stores the card (POST /instruments answers 201) and the app
   * moves on to offers. The test installed page.clock before the checkout: the polls' waits pass in
   * fake time, a poll step at a go.
   */
  async payAndSaveCard(card: PaidCard): Promise<void> {
    await this.typeCard(card);
    await expect(this.payButton).toBeEnabled();
    const saved = this.page.waitForResponse((r) => r.url().includes('/instruments') && r.request().method() === 'POST');
    await this.payButton.click();
    expect((await saved).status()).toBe(201);
    await this.advanceUntil(this.page.getByRole('heading', { name: SUBSCRIPTION_ACTIVE }));
    await expect(this.page).toHaveURL(new RegExp(paths.offers), { timeout: 30_000 });
  }

  get paymentSection(): Locator {
    return this.page.getByRole('region', { name: 'Payment' });
  }

  /** The drop-in's payment options (a radio group); success, pending and failure replace it. */
  get methods(): Locator {
    return this.page.getByRole('group', { name: 'Payment method' });
  }

  /** Picks a payment method of the drop-in by its radio label (stored instruments, wallets and redirects join the list). */
  async chooseMethod(label: string): Promise<void> {
    const radio = this.page.getByRole('radio', { name: label, exact: true });
    await expect(radio).toBeVisible();
    // Only once the list holding the radio (whatever its language calls it) has settled: while wallets still ask
    // the device, or the card frame still has its guessed height, items may move, and a tap in that moment
    // presses down on one item and lifts on another.
    const list = this.page.getByRole('group').filter({ has: radio });
    await expect(list).not.toHaveAttribute('aria-busy', 'true');
    await expect(list.locator('[aria-busy="true"]')).toHaveCount(0);
    await radio.check();
  }

  /** A wallet stand-in's sheet (Apple Pay, Google Pay, PayPal): a dialog named after the wallet. */
  walletSheet(name: Wallet): Locator {
    return this.page.getByRole('dialog', { name, exact: true });
  }

  /** Picks `wallet` in the drop-in and presses the wallet's own button: its sheet opens, and is returned. */
  async openWalletSheet(wallet: Wallet): Promise<Locator> {
    await this.chooseMethod(wallet);
    await this.page.getByRole('button', { name: WALLET_BUTTONS[wallet] }).click();
    const sheet = this.walletSheet(wallet);
    await expect(sheet).toBeVisible();
    return sheet;
  }

  /** The instant-payment redirect popup and the page inside it. */
  get redirectPopup(): Locator {
    return this.page.getByRole('dialog', { name: /^Pay with / });
  }

  /**
   * Lets fake time pass in poll-sized steps until `done` is visible, each step waiting for the poll it
   * triggers (a request whose URL contains `pollPath`) instead of a fixed pause: hundreds of polls stay fast.
   */
  async advancePolls(done: Locator, pollPath: string, stepMs: number, maxSteps: number): Promise<void> {
    let look = true;
    for (let step = 0; step < maxSteps; step += 1) {
      // Looking costs a round trip too: look every few steps, and whenever a step brought no poll (the flow may have ended).
      if ((look || step % 8 === 0) && (await done.isVisible())) return;
      const answered = this.page.waitForResponse((r) => r.url().includes(pollPath), { timeout: 1000 }).catch(() => null);
      await this.page.clock.runFor(stepMs);
      look = (await answered) === null;
    }
    await expect(done).toBeVisible({ timeout: 1000 });
  }

  /**
   * Lets fake time pass in steps until `done` is visible: the widget's timers fire, and each
   * poll's real network answer arrives before the next step schedules the next timer.
   */
  async advanceUntil(done: Locator, stepMs = 700, maxSteps = 200): Promise<void> {
    for (let step = 0; step < maxSteps; step += 1) {
      if (await done.isVisible()) return;
      await this.page.clock.runFor(stepMs);
      await this.page.waitForTimeout(15);
    }
    await expect(done).toBeVisible({ timeout: 1 });
  }
}
