/**
 * Issue 16: the subscription's life after the first charge, as QA sees it through time travel on
 * the timeline page (service origin): renewals, declines and retries, cancellation, and the emails.
 */
import { expect, test } from '../fixtures/test';
import { newAccountlessBuyer } from '../members/subscriber';
import { E2E_ORIGINS } from '../origins';
import { CancelByEmail } from './cancel-by-email';
import { cancelCodeFor, emailsTo, kindsTo } from './outbox';
import { QaTimeline } from './qa-timeline';
import { PRICE_CHANGES_PATH } from '../../contracts/price-changes';
import { DAY_MS } from '../../catalog/cadence';

test('QA advances a trial by 7 days and sees the $19.99 charge and its receipt', async ({ page, request }) => {
  const buyer = await newAccountlessBuyer(request, 'renewal-success', 'renewal-success');
  const qa = new QaTimeline(page, buyer.subscriptionId);
  await qa.open();
  await expect(qa.renewalCharges()).toHaveCount(0);

  await qa.advance(7);
  await expect(qa.renewalCharges('paid')).toHaveCount(1);
  await expect(qa.renewalCharges('paid')).toContainText('19.99 USD');
  const paid = qa.entries('renewal-paid');
  await expect(paid).toContainText('Charged $19.99');
  await expect(qa.status).toHaveText('active');

  // The receipt: linked from the timeline, and in the outbox.
  await paid.getByRole('link', { name: 'email' }).click();
  await expect(page.getByText('Your subscription renewed').first()).toBeVisible();
  await expect(page.getByText('$19.99').first()).toBeVisible();
  expect(await kindsTo(request, buyer.email)).toContain('renewal-receipt');
});

test('a trial buyer gets the reminder 3 days before the first full charge, and not before (issue 29)', async ({ page, request }) => {
  const buyer = await newAccountlessBuyer(request, 'trial-reminder', 'renewal-success');
  const qa = new QaTimeline(page, buyer.subscriptionId);
  await qa.open();
  await qa.advance(3);
  await expect(qa.entries('reminder-sent')).toHaveCount(0);
  await qa.advance(1);
  await expect(qa.entries('reminder-sent')).toContainText('Trial reminder: the first full charge is on');
  await expect(qa.renewalCharges('paid')).toHaveCount(0);
  await expect.poll(() => kindsTo(request, buyer.email)).toContain('trial-reminder');
});

test('a scheduled price change is announced before it applies and never after; renewals charge the old price before its date and the new one after (issue 29)', async ({ page, request }) => {
  // The club weekly trial: no other spec buys it, so the new price reaches no other test's renewals.
  const plan = 'club_weekly_trial';
  const buyer = await newAccountlessBuyer(request, 'price-change', 'renewal-success', plan);
  const scheduled = await request.post(`${E2E_ORIGINS.service}${PRICE_CHANGES_PATH}`, { data: { plan_id: plan, price: 24.99, effective_at: new Date(Date.now() + 10 * DAY_MS).toISOString() } });
  expect(scheduled.status()).toBe(201);
  const qa = new QaTimeline(page, buyer.subscriptionId);
  await qa.open();

  await qa.advance(7);
  await expect(qa.entries('price-notice-sent')).toContainText('Price change notice: $19.99 -> $24.99 USD');
  await expect(qa.renewalCharges('paid')).toHaveCount(1);
  await expect(qa.renewalCharges('paid')).toContainText('19.99 USD');
  await qa.advance(7);
  await expect(qa.renewalCharges('paid')).toHaveCount(2);
  await expect(qa.renewalCharges('paid').filter({ hasText: '24.99 USD' })).toHaveCount(1);
  await expect(qa.entries('price-notice-sent')).toHaveCount(1);
  expect((await kindsTo(request, buyer.email)).filter((k) => k === 'price-change-notice')).toHaveLength(1);
});

test('renewal-declined-cancelled: declined, retried after 1 and 3 days, past due, then cancelled, each with its email', async ({ page, request }) => {
  const buyer = await newAccountlessBuyer(request, 'renewal-declined', 'renewal-declined-cancelled');
  const qa = new QaTimeline(page, buyer.subscriptionId);
  await qa.open();

  await qa.advance(7);
  await expect(qa.renewalCharges('declined')).toHaveCount(1);
  await expect(qa.entries('retry-scheduled')).toHaveCount(1);
  await qa.advance(3);
  await expect(qa.renewalCharges('declined')).toHaveCount(3);
  await expect(qa.entries('past-due')).toHaveCount(1);
  await expect(qa.status).toHaveText('past_due');
  await qa.advance(7);
  await expect(qa.status).toHaveText('ended');
  await expect(qa.entries('ended')).toContainText('cancelled after the renewal stayed unpaid');
  await expect(qa.renewalCharges('paid')).toHaveCount(0);

  expect(await kindsTo(request, buyer.email)).toEqual(['subscription-receipt', 'trial-reminder', 'renewal-failed', 'renewal-failed', 'past-due', 'subscription-ended']);
  const subscriptions = (await (await request.get(`${E2E_ORIGINS.service}/qa/api/subscriptions?email=${encodeURIComponent(buyer.email)}`)).json()) as { status: string }[];
  expect(subscriptions.map((s) => s.status)).toEqual(['cancelled']);
});

test('a cancelled subscription advanced by 30 days shows no new charge', async ({ page, request }) => {
  const buyer = await newAccountlessBuyer(request, 'renewal-after-cancel', 'renewal-success');
  const cancel = new CancelByEmail(page);
  await cancel.requestCode(buyer.email);
  await cancel.confirmCode(await cancelCodeFor(request, buyer.email));
  await expect(cancel.cancelled).toBeVisible();

  const qa = new QaTimeline(page, buyer.subscriptionId);
  await qa.open();
  await expect(qa.status).toHaveText('cancelling');
  await qa.advance(30);
  await expect(qa.status).toHaveText('ended');
  await expect(qa.entries('ended')).toContainText('cancelled at the end of the paid period');
  await expect(qa.renewalCharges()).toHaveCount(0);
  await expect(qa.charges).toHaveCount(1);
  const kinds = (await emailsTo(request, buyer.email)).map((e) => e.kind);
  expect(kinds).not.toContain('renewal-receipt');
  expect(kinds).toContain('subscription-ended');
});
