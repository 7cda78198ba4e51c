import { expect, type Locator, type Page } from '@playwright/test';
import { paths } from '../../app/config/paths';
import { Funnel } from './funnel';

/** Session-storage key of the quiz email atom (app/features/quiz/quiz-state.ts). */
const QUIZ_EMAIL_KEY = 'mm.quizEmail';

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

  get paymentSection(): Locator {
    return this.page.getByRole('region', { name: 'Payment' });
  }

  /** Picks a payment method of the drop-in by its radio label (stored instruments, wallets and redirects join the list). */
  async chooseMethod(label: string): Promise<void> {
    const radio = this.page.getByRole('radio', { name: label, exact: true });
    await expect(radio).toBeVisible();
    await radio.check();
  }

  /** A wallet stand-in's sheet (Apple Pay, Google Pay, PayPal): a dialog named after the wallet. */
  walletSheet(name: 'Apple Pay' | 'Google Pay' | 'PayPal'): Locator {
    return this.page.getByRole('dialog', { name, exact: true });
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
