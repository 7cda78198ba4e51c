/**
 * The server owns the purchase (issue 26), where it needs a browser: a Pix payment whose tab is closed
 * before the app's create is recorded by the provider's webhook, and the QA console shows it so. The
 * online-banking scenarios run the whole funnel in scenarios.spec.ts. The HTTP contracts (declined and late bank decisions, signatures,
 * races) are supertest's: simulator/merchant/subscription-service/redirect-return.test.ts and webhook.test.ts.
 */
import { expect, test } from './fixtures/test';
import { SCENARIOS } from '../scenarios';
import { RENEWAL_TERMS_VERSION } from '../catalog/renewal-terms';
import { MESSAGES } from '../widget/messages';
import { shopperEmail } from './fixtures/shopper-email';
import { E2E_ORIGINS } from './origins';
import { Checkout } from './pages/checkout';
import { holdSubscriptionCreate } from './pages/hold-subscription-create';
import { payAsScenario, PIX_STEP_MS } from './pages/pay-as-scenario';

interface SubscriptionRow {
  readonly id: string;
  readonly execution_id: string;
  readonly recorded_by: string;
}

const CARD = { holder: 'Ada Lovelace', number: '4242424242424242', expiry: '12/34', cvv: '123' };

test('a Pix payment whose tab is closed before the app’s create is recorded by its webhook, with the consent sent with the payment, as the QA console shows', async ({ browser, request }) => {
  const email = shopperEmail('pix-tab-closed');
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.install();
  // The app's create never leaves the tab: it is held, then the tab closes.
  await holdSubscriptionCreate(page);
  const checkout = new Checkout(page);
  await checkout.open(email, '?scenario=pending-then-success');
  await payAsScenario(page, checkout, SCENARIOS['pending-then-success'], CARD);
  await checkout.advancePolls(page.getByText(MESSAGES.paymentSuccessful, { exact: true }), '/authorization-result', PIX_STEP_MS, 20);
  await context.close();

  const rows = async () => (await (await request.get(`${E2E_ORIGINS.service}/qa/api/subscriptions?email=${encodeURIComponent(email)}`)).json()) as SubscriptionRow[];
  await expect.poll(async () => (await rows()).map((r) => r.recorded_by), { timeout: 15_000 }).toEqual(['webhook']);
  const [row] = await rows();
  // Issue 29: the consent the widget sent with the authorization is on record, though the tab never sent its create.
  const timeline = (await (await request.get(`${E2E_ORIGINS.service}/qa/api/subscriptions/${row?.id ?? ''}/timeline`)).json()) as { consent: Record<string, unknown> | null };
  expect(timeline.consent).toMatchObject({ terms_version: RENEWAL_TERMS_VERSION, language: 'en', email, ip: expect.any(String), country: 'US' });

  const qa = await browser.newPage();
  await qa.goto(`${E2E_ORIGINS.service}/qa`);
  const line = qa.getByRole('row').filter({ hasText: row?.id ?? '' });
  await expect(line).toContainText(email);
  await expect(line).toContainText('webhook');
  await qa.close();
});
