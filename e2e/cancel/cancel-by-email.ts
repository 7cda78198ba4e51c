/** Page object for cancelling without an account (paths.unsubscribeWithEmail): the email, then the code from the outbox. */
import { expect, type Locator, type Page } from '@playwright/test';
import { paths } from '../../app/config/paths';
import { CANCEL_TEXT } from '../../app/features/cancel/cancel-text';

export class CancelByEmail {
  constructor(readonly page: Page) {}

  /** Opens the page and asks for a cancel code sent to `email`. */
  async requestCode(email: string): Promise<void> {
    await this.page.goto(paths.unsubscribeWithEmail);
    await expect(this.page.getByRole('heading', { level: 1, name: CANCEL_TEXT.emailTitle })).toBeVisible();
    await this.page.getByRole('textbox', { name: CANCEL_TEXT.emailLabel, exact: true }).fill(email);
    await this.page.getByRole('button', { name: CANCEL_TEXT.sendCode }).click();
  }

  get codeField(): Locator {
    return this.page.getByRole('textbox', { name: CANCEL_TEXT.codeLabel, exact: true });
  }

  get confirmButton(): Locator {
    return this.page.getByRole('button', { name: CANCEL_TEXT.confirmCode });
  }

  /** Types `code` and confirms it. */
  async confirmCode(code: string): Promise<void> {
    await this.codeField.fill(code);
    await this.confirmButton.click();
  }

  /** The page's confirmation that the subscription is cancelled. */
  get cancelled(): Locator {
    return this.page.getByRole('status').filter({ hasText: CANCEL_TEXT.cancelledTitle });
  }
}
