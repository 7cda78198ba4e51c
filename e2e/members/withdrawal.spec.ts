/**
 * Issue 29, point 1: under time travel, an EU member withdraws from the contract within 14 days in
 * three screens (details, confirm, receipt), gets the receipt and refund emails, and the QA timeline
 * shows the withdrawal and the refund. (A US buyer sees no withdrawal function: members.spec.ts.)
 */
import { expect, test } from '../fixtures/test';
import { paths } from '../../app/config/paths';
import { WITHDRAWAL_TEXT } from '../../catalog/withdrawal';
import { kindsTo } from '../cancel/outbox';
import { E2E_ORIGINS } from '../origins';
import { MembersArea } from './members-area';
import { newSubscriber } from './subscriber';

test('an EU member withdraws on day 3 in three screens and is refunded, with the receipt emailed and the refund on the QA timeline', async ({ page, request }) => {
  const member = await newSubscriber(request, 'withdraw', { country: 'DE', scenario: 'refund-success' });
  const advanced = await request.post(`${E2E_ORIGINS.service}/qa/api/subscriptions/${member.subscriptionId}/advance`, { data: { days: 3 } });
  expect(advanced.ok()).toBe(true);
  const area = new MembersArea(page);
  await area.enter(paths.webapp.manageSubscriptions, member);
  // The footer offers it too while the contract is in its period; its page sends a member to this same form.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: WITHDRAWAL_TEXT.label })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: WITHDRAWAL_TEXT.label }).click();

  // Screen 1: only the name, the contract and the email (prefilled).
  await expect(page.getByRole('heading', { name: WITHDRAWAL_TEXT.heading })).toBeVisible();
  await expect(page.getByLabel('Email for your receipt')).toHaveValue(member.email);
  await page.getByLabel('Your name').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Continue' }).click();
  // Screen 2: what comes back, then the confirm step.
  await expect(page.getByText(WITHDRAWAL_TEXT.whatYouGetBack)).toBeVisible();
  await page.getByRole('button', { name: WITHDRAWAL_TEXT.confirm }).click();
  // Screen 3: the receipt with the date and time.
  const receipt = page.getByRole('region', { name: 'Withdrawal receipt' });
  await expect(receipt).toContainText(`$1.00: ${WITHDRAWAL_TEXT.refunded}`);
  await expect(receipt).toContainText(/\d{4} at \d{2}:\d{2}:\d{2} UTC/);

  await expect.poll(() => kindsTo(request, member.email)).toEqual(expect.arrayContaining(['withdrawal-receipt', 'refund-issued']));
  const timeline = (await (await request.get(`${E2E_ORIGINS.service}/qa/api/subscriptions/${member.subscriptionId}/timeline`)).json()) as { status: string; timeline: { kind: string; detail: string }[] };
  expect(timeline.status).toBe('ended');
  expect(timeline.timeline.map((t) => t.kind)).toEqual(expect.arrayContaining(['withdrawn', 'refunded', 'ended']));

  // Without an account (the footer's page): the same three screens; the answer never says whose contract it is.
  await page.goto(`${paths.withdrawFromContract}?account=none`);
  await page.getByLabel('Your name').fill('Ada Lovelace');
  await page.getByLabel(WITHDRAWAL_TEXT.contractLabel).fill(member.subscriptionId);
  await page.getByLabel(WITHDRAWAL_TEXT.emailLabel).fill(member.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: WITHDRAWAL_TEXT.confirm }).click();
  await expect(page.getByRole('heading', { name: WITHDRAWAL_TEXT.publicReceivedHeading })).toBeVisible();
  await expect(page.getByText(/\d{4} at \d{2}:\d{2}:\d{2} UTC/)).toBeVisible();
});
