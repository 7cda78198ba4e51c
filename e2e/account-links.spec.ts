/**
 * Issue 29, point 5: a receipt leads back (its cancel link to cancellation, its sign-in link into the
 * members' area), and an add-on is charged only once the shopper confirmed its price.
 */
import { expect, test, type APIRequestContext } from './fixtures/test';
import { paths } from '../app/config/paths';
import { CANCEL_TEXT } from '../app/features/cancel/cancel-text';
import { E2E_ORIGINS } from './origins';
import { newAccountlessBuyer, newSubscriber } from './members/subscriber';
import { emailsTo } from './cancel/outbox';
import { SignIn } from './pages/account';

async function receiptHtml(request: APIRequestContext, to: string): Promise<string> {
  let id = '';
  await expect.poll(async () => (id = (await emailsTo(request, to)).find((e) => e.kind === 'subscription-receipt')?.id ?? ''), { timeout: 15_000 }).not.toBe('');
  const email = (await (await request.get(`${E2E_ORIGINS.service}/qa/api/outbox/${id}`)).json()) as { html: string };
  return email.html;
}

test('a receipt email\'s cancel link leads to cancellation and its sign-in link into the members\' area', async ({ page, request }) => {
  const subscriber = await newSubscriber(request, 'receipt-links');
  const html = await receiptHtml(request, subscriber.email);

  await page.setContent(html);
  await page.getByRole('link', { name: 'Cancel (signed in)' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.unsubscription}$`));
  await expect(page.getByRole('heading', { level: 1, name: CANCEL_TEXT.signInTitle })).toBeVisible();

  await page.setContent(html);
  await page.getByRole('link', { name: 'Cancel without an account' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.unsubscribeWithEmail}$`));
  await expect(page.getByRole('heading', { level: 1, name: CANCEL_TEXT.emailTitle })).toBeVisible();

  await page.setContent(html);
  await page.getByRole('link', { name: 'Sign in to your account' }).click();
  const signIn = new SignIn(page);
  await signIn.signInWithPassword(subscriber.email, subscriber.password);
  await signIn.expectInMembersArea();
});

test('an add-on is not charged until its price is confirmed, and what is owned is not offered again', async ({ page, request }) => {
  const buyer = await newAccountlessBuyer(request, 'add-on-confirm');
  const addOns = async () => {
    const rows = (await (await request.get(`${E2E_ORIGINS.service}/qa/api/subscriptions?email=${encodeURIComponent(buyer.email)}`)).json()) as { addOns: { plan_id: string }[] }[];
    return rows.flatMap((r) => r.addOns.map((a) => a.plan_id));
  };
  await page.addInitScript(({ id, email }) => {
    sessionStorage.setItem('__subscriptionId', id);
    sessionStorage.setItem('__userEmail', email);
  }, { id: buyer.subscriptionId, email: buyer.email });
  await page.goto(paths.offers);

  const report = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Analysis report' }) });
  await report.getByRole('button', { name: /^Add for \$/ }).click();
  const confirm = report.getByRole('group', { name: 'Confirm Analysis report' });
  await expect(confirm).toContainText(/\$\d+\.\d\d charged once to the card of your subscription/);
  expect(await addOns()).toEqual([]);

  await confirm.getByRole('button', { name: /^Confirm and pay \$/ }).click();
  await expect(report.getByText('Added to your plan')).toBeVisible();
  expect(await addOns()).toEqual([expect.stringMatching(/_analysis_report/)]);
  // The ultimate pack holds the report: it is no longer offered.
  await expect(page.getByRole('heading', { name: 'Ultimate pack' })).toHaveCount(0);

  // Back on the page later, the report is owned and not offered again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Early access' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Analysis report' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Ultimate pack' })).toHaveCount(0);
});
