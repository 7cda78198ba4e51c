/**
 * Issue 27, "What it must show": the funnel result becomes the report. A buyer answers the quiz
 * (entering at its last question: the report, not the walk, is checked here), pays, activates, and the report page and the certificate show the same IQ and 95 % interval as
 * the results screen did: one score, given by the service, carried by the payment session.
 */
import { expect, test } from './fixtures/test';
import { paths } from '../app/config/paths';
import { ACCOUNT_TEXT } from '../app/features/account/account-text';
import { linkFromOutbox, SignIn } from './pages/account';
import { Checkout } from './pages/checkout';
import { shopperEmail } from './fixtures/shopper-email';
import { SUBSCRIPTION_ACTIVE } from '../catalog/shopper-messages';

const CARD = { holder: 'Ada Lovelace', number: '4242 4242 4242 4242', expiry: '12/34', cvv: '123' };

test('quiz, pay, activate: the report page and the certificate show the results screen\u2019s IQ and interval', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = shopperEmail('quiz-report');
  // The payment's poll waits pass in fake time, a poll step at a go; the clock otherwise runs with real time.
  await page.clock.install();
  const funnel = new Checkout(page);
  // The report, not the walk, is the point: the score rests on question 20's answer alone, and is carried all the same.
  await funnel.startAtLastQuestion('?scenario=success');
  await funnel.giveEmail(email);
  await funnel.typeCard(CARD);
  await funnel.payButton.click();
  await funnel.advanceUntil(page.getByRole('heading', { name: SUBSCRIPTION_ACTIVE }));
  await expect(page).toHaveURL(new RegExp(paths.offers), { timeout: 30_000 });

  const iq = (await page.locator('.results__number').textContent())?.trim() ?? '';
  const interval = (await page.getByTestId('iq-interval').textContent())?.trim() ?? '';
  expect(iq).toMatch(/^\d{2,3}$/);
  expect(interval).toMatch(/^\d{2,3}–\d{2,3}$/);
  const [low, high] = interval.split('–').map(Number);
  expect(low).toBeLessThan(Number(iq));
  expect(high).toBeGreaterThan(Number(iq));

  await page.getByRole('link', { name: ACCOUNT_TEXT.goToTraining }).click();
  await expect(page).toHaveURL(new RegExp(paths.activate));
  const account = new SignIn(page);
  await account.sendEmailLink();
  await page.goto(await linkFromOutbox(request, email, 'sign-in-link'));
  await account.expectInMembersArea();

  await page.goto(paths.webapp.profileReport);
  await expect(page.getByTestId('headline-iq')).toHaveText(iq);
  await expect(page.getByTestId('headline-interval')).toHaveText(interval);
  await expect(page.getByTestId('headline-score')).toContainText('before subscribing');

  // No name is made up from the email address: the member types the one to print.
  await expect(page.getByLabel('Name on the certificate')).toHaveValue('');
  await page.getByLabel('Name on the certificate').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Create certificate' }).click();
  await expect(page.getByTestId('certificate-score')).toHaveText(`Estimated IQ ${iq}, 95 % interval ${interval}`);
  const verify = await page.getByRole('link', { name: 'Verify' }).getAttribute('href');
  const verified = (await (await request.get(verify ?? '', { headers: { Accept: 'application/json' } })).json()) as { iq: number; iq_low: number; iq_high: number };
  expect(`${verified.iq} ${verified.iq_low}–${verified.iq_high}`).toBe(`${iq} ${interval}`);
});
