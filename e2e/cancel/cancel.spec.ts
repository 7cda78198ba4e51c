/**
 * Issue 16: cancelling online as easily as signing up. A signed-in subscriber cancels in two steps
 * from manage-subscriptions and keeps access until the paid period ends; a buyer without an account
 * cancels with the code from the outbox; five wrong codes lock that code.
 */
import { englishText } from '../../app/lib/i18n/english-text';
import { expect, test } from '../fixtures/test';
import { CANCEL_CODE_MAX_TRIES, CODE_MESSAGES } from '../../contracts/cancel';
import { DAY_MS, TRIAL_DAYS } from '../../catalog/cadence';
import { paths } from '../../app/config/paths';
import { CANCEL_TEXT, CODE_RULES } from '../../app/features/cancel/cancel-text';
import { MembersArea, SECTIONS } from '../members/members-area';
import { newAccountlessBuyer, newSubscriber } from '../members/subscriber';
import { CancelByEmail } from './cancel-by-email';
import { cancelCodeFor, kindsTo } from './outbox';
import { QaTimeline } from './qa-timeline';

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

test('a signed-in subscriber cancels in two steps from manage-subscriptions and keeps access until the period ends', async ({ page, request }) => {
  const subscriber = await newSubscriber(request, 'cancel-signed-in');
  const members = new MembersArea(page);
  await members.enter(paths.webapp.manageSubscriptions, subscriber);
  const card = page.getByRole('region', { name: /weekly/i });
  await expect(card.getByText('Active', { exact: true })).toBeVisible();

  // Step 1: the link on manage-subscriptions.
  await card.getByRole('link', { name: 'Cancel this subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: CANCEL_TEXT.title })).toBeVisible();
  await page.getByLabel(CANCEL_TEXT.reasonLabel).selectOption({ label: 'It costs too much' });
  // Step 2: the one confirmation.
  await page.getByRole('button', { name: CANCEL_TEXT.confirm }).click();

  const done = page.getByRole('status').filter({ hasText: CANCEL_TEXT.cancelledTitle });
  await expect(done).toBeVisible();
  const trialEnd = longDate(new Date(Date.now() + TRIAL_DAYS * DAY_MS).toISOString());
  await expect(done).toContainText(`you keep access until ${trialEnd}`);
  await members.expectAccessible();
  await expect.poll(() => kindsTo(request, subscriber.email)).toContain('cancellation-confirmed');

  // Still a member until then: the area opens, and the subscription says when it ends, with no next charge.
  await page.getByRole('link', { name: CANCEL_TEXT.toSubscriptions }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage subscriptions' })).toBeVisible();
  await expect(card.getByText('Cancelled, active until the period ends')).toBeVisible();
  await expect(card.getByRole('definition').filter({ hasText: trialEnd })).toBeVisible();
  await expect(card.getByText('No further charges')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Cancel this subscription' })).toHaveCount(0);
  await members.open(SECTIONS[0]);

  // The service agrees: cancelling at the period end, access until the trial's end.
  const qa = new QaTimeline(page, subscriber.subscriptionId);
  await qa.open();
  await expect(qa.status).toHaveText('cancelling');
});

test('a buyer without an account cancels with the code read from the outbox', async ({ page, request }) => {
  const buyer = await newAccountlessBuyer(request, 'cancel-by-email');
  const cancel = new CancelByEmail(page);
  await cancel.requestCode(buyer.email);
  await expect(page.getByRole('status')).toHaveText(englishText(CANCEL_TEXT.codeSent, { email: buyer.email, ...CODE_RULES }));

  await cancel.confirmCode(await cancelCodeFor(request, buyer.email));
  await expect(cancel.cancelled).toContainText(`you keep access until ${longDate(new Date(Date.now() + TRIAL_DAYS * DAY_MS).toISOString())}`);
  await expect.poll(() => kindsTo(request, buyer.email)).toEqual(['subscription-receipt', 'cancel-code', 'cancellation-confirmed']);
  const qa = new QaTimeline(page, buyer.subscriptionId);
  await qa.open();
  await expect(qa.status).toHaveText('cancelling');
});

test('a wrong code five times locks that code: the right one no longer works, a new code does', async ({ page, request }) => {
  const buyer = await newAccountlessBuyer(request, 'cancel-lock');
  const cancel = new CancelByEmail(page);
  await cancel.requestCode(buyer.email);
  const code = await cancelCodeFor(request, buyer.email);
  const wrong = code === '000000' ? '111111' : '000000';

  const alert = page.getByRole('alert');
  for (let attempt = 1; attempt < CANCEL_CODE_MAX_TRIES; attempt += 1) {
    await cancel.confirmCode(wrong);
    await expect(alert).toHaveText(englishText(CANCEL_TEXT.codeInvalid, { triesLeft: CANCEL_CODE_MAX_TRIES - attempt }));
  }
  await cancel.confirmCode(wrong);
  await expect(alert).toHaveText(CODE_MESSAGES.locked);
  await expect(cancel.codeField).toBeDisabled();
  await expect(cancel.confirmButton).toHaveCount(0);

  // The right code, sent straight to the service, is refused too: the lock is the server's, not the page's.
  const locked = await request.post('/api/cancel-request', { data: { email: buyer.email, code } });
  expect(locked.status()).toBe(410);
  expect(((await locked.json()) as { code: string }).code).toBe('code-locked');
  const qa = new QaTimeline(await page.context().newPage(), buyer.subscriptionId);
  await qa.open();
  await expect(qa.status).toHaveText('active');

  // A new code works.
  await page.getByRole('button', { name: CANCEL_TEXT.newCode }).click();
  await cancel.confirmCode(await cancelCodeFor(request, buyer.email, code));
  await expect(cancel.cancelled).toBeVisible();
});
