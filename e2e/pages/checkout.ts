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
    await expect(this.payButton).toBeVisible();
  }

  get paymentSection(): Locator {
    return this.page.getByRole('region', { name: 'Payment' });
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
