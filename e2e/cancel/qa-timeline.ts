/** Page object for the QA timeline page of one subscription (/qa/subscriptions/:id on the service origin). */
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_ORIGINS } from '../origins';

export class QaTimeline {
  constructor(
    readonly page: Page,
    readonly subscriptionId: string,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`${E2E_ORIGINS.service}/qa/subscriptions/${encodeURIComponent(this.subscriptionId)}`);
    await expect(this.page.getByRole('heading', { level: 1, name: /Subscription/ })).toBeVisible();
  }

  /** Presses a time-travel preset (+1, +3, +7 or +30 days) and waits for the page to come back. */
  async advance(days: 1 | 3 | 7 | 30): Promise<void> {
    const before = await this.clockDays();
    await this.page.getByRole('button', { name: `+${days} day${days === 1 ? '' : 's'}`, exact: true }).click();
    await expect.poll(() => this.clockDays()).toBe(before + days);
  }

  /** How many days QA has moved this subscription's clock. */
  async clockDays(): Promise<number> {
    const text = (await this.page.getByRole('definition').filter({ hasText: /days\)$/ }).textContent()) ?? '';
    return Number(/\(\+([\d.]+) days\)/.exec(text)?.[1] ?? NaN);
  }

  get status(): Locator {
    return this.page.getByTestId('status');
  }

  /** Rows of the charges table. */
  get charges(): Locator {
    return this.page.getByRole('region', { name: 'Charges' }).getByRole('row').filter({ has: this.page.getByRole('cell') });
  }

  renewalCharges(state?: 'paid' | 'declined' | 'pending'): Locator {
    const rows = this.charges.filter({ has: this.page.getByRole('cell', { name: 'renewal', exact: true }) });
    return state ? rows.filter({ has: this.page.getByRole('cell', { name: state, exact: true }) }) : rows;
  }

  /** Timeline entries of `kind` (e.g. renewal-paid, past-due, ended). */
  entries(kind: string): Locator {
    return this.page.getByRole('region', { name: 'Timeline' }).getByRole('listitem').filter({ hasText: new RegExp(`^\\S+ \\S+ ${kind} `) });
  }
}
