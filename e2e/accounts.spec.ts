/**
 * Issue 12, "What it must show": accounts on the real Firebase SDK against the Auth emulator, in
 * Chromium. Emails come from the QA outbox, users are made and disabled through the emulator's API.
 */
import { englishText } from '../app/lib/i18n/english-text';
import { expect, test } from './fixtures/test';
import { paths } from '../app/config/paths';
import { ACCOUNT_TEXT } from '../app/features/account/account-text';
import { AUTH_MESSAGES, SIGN_OUT_MESSAGES } from '../app/lib/auth/auth-messages';
import { createTestUser, disableUser, lookUpUser } from '../simulator/merchant/identity/test-users';
import { QaPhoneCodes } from '../contracts/qa-api';
import { E2E_ORIGINS } from './origins';
import { EMULATOR, linkFromOutbox, SignIn } from './pages/account';
import { executionOfNextSession, sessionOf } from './pages/journal';
import { Checkout } from './pages/checkout';
import { SUBSCRIPTION_ACTIVE } from '../catalog/shopper-messages';
import { chooseNewProviderAccount, serveGapiStandIn } from './pages/google-sign-in';
import { shopperEmail } from './fixtures/shopper-email';

const CARD = { holder: 'Ada Lovelace', number: '4242 4242 4242 4242', expiry: '12/34', cvv: '123' };
const newEmail = () => shopperEmail('account');

test('an anonymous buyer goes from offers through activation into the members\' area, signed in, with the purchase linked', async ({ page, request }) => {
  const email = newEmail();
  // The payment's poll waits pass in fake time, a poll step at a go; the clock otherwise runs with real time.
  await page.clock.install();
  const funnel = new Checkout(page);
  await funnel.startAtLastQuestion('?scenario=success'); // the account, not the quiz, is the point
  await funnel.giveEmail(email);
  await funnel.typeCard(CARD);
  await funnel.payButton.click();
  await funnel.advanceUntil(page.getByRole('heading', { name: SUBSCRIPTION_ACTIVE }));
  await expect(page).toHaveURL(new RegExp(paths.offers), { timeout: 30_000 });

  await page.getByRole('link', { name: ACCOUNT_TEXT.goToTraining }).click();
  await expect(page).toHaveURL(new RegExp(paths.activate));
  await expect(page.getByRole('heading', { name: ACCOUNT_TEXT.activateTitle })).toBeVisible();
  const account = new SignIn(page);
  await account.sendEmailLink(); // prefilled with the email the purchase was made with
  await page.goto(await linkFromOutbox(request, email, 'sign-in-link'));
  await account.expectInMembersArea();

  const rows = (await (await request.get(`${E2E_ORIGINS.service}/qa/api/subscriptions?email=${encodeURIComponent(email)}`)).json()) as { user_ref: string | null }[];
  expect(rows).toHaveLength(1);
  expect(rows[0]?.user_ref).toMatch(/^firebase:/);
  await account.expectSignedInAs(email);
  // The profile names the method just used (issue 31): an email link, not a password never set.
  await page.goto(paths.webapp.profile);
  await expect(page.getByRole('definition').filter({ hasText: /^Email link$/ })).toBeVisible();
});

test('a signed-in buyer buys through /subs/create with the verified ID token (issue 26, point 4): the journal shows it, the subscription is the account\'s', async ({ page, request }) => {
  const email = newEmail();
  const account = new SignIn(page);
  // The payment's poll waits pass in fake time, a poll step at a go; the clock otherwise runs with real time.
  await page.clock.install();
  const user = await account.signInAsNewUser(email);
  const funnel = new Checkout(page);
  await funnel.startAtLastQuestion('?scenario=success'); // the account, not the quiz, is the point
  const execution = executionOfNextSession(page);
  await funnel.giveEmail(email);
  await funnel.typeCard(CARD);
  await funnel.payButton.click();
  await funnel.advanceUntil(page.getByRole('heading', { name: SUBSCRIPTION_ACTIVE }));
  await expect(page).toHaveURL(new RegExp(paths.offers), { timeout: 30_000 });

  // POST /subs/create answers only behind a verified x-id-token whose uid is the body's firebase_id: 201 when it
  // records the purchase, 200 when the provider's charge.authorized webhook, sent as the charge was authorized,
  // recorded it a moment before (issue 32: webhooks go out at once), from the order the signed-in init opened.
  const creates = (await sessionOf(request, await execution)).journal.filter((e) => e.method === 'POST' && /\/subs\/create/.test(e.path));
  expect(creates.map((e) => e.path)).toEqual(['/subs/create']);
  expect([200, 201]).toContain(creates[0]?.status);
  // Recorded as the token's user's at create time: no activation step is needed.
  const rows = (await (await request.get(`${E2E_ORIGINS.service}/qa/api/subscriptions?email=${encodeURIComponent(email)}`)).json()) as { user_ref: string | null }[];
  expect(rows.map((r) => r.user_ref)).toEqual([`firebase:${user.uid}`]);
});

test('signs in with Google through the emulator\'s provider page, in a popup, with the profile and email scopes and the account chooser', async ({ page, context }) => {
  await serveGapiStandIn(context);
  const email = newEmail();
  const account = new SignIn(page);
  await account.open();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: ACCOUNT_TEXT.google }).click();
  const provider = await popupOpened;
  const asked = new URL(provider.url());
  expect(asked.searchParams.get('providerId')).toBe('google.com');
  expect(asked.searchParams.get('scopes')?.split(',')).toEqual(expect.arrayContaining(['profile', 'email']));
  expect(JSON.parse(asked.searchParams.get('customParameters') ?? '{}')).toMatchObject({ prompt: 'select_account' });
  await chooseNewProviderAccount(provider, email, 'Grace Hopper');
  await provider.waitForEvent('close');
  await account.expectInMembersArea();
  await account.expectSignedInAs(email);
  const user = await lookUpUser(EMULATOR, email);
  expect(user.providerUserInfo.map((info) => info.providerId)).toEqual(['google.com']);
});

test('signs in with Apple by redirect when the browser blocks the popup, with the email and name scopes; the pending sign-in completes on load', async ({ page, context }) => {
  await serveGapiStandIn(context);
  await page.addInitScript(() => {
    window.open = () => null; // what a browser that blocks popups answers
  });
  const email = newEmail();
  const account = new SignIn(page);
  await account.open();
  await page.getByRole('button', { name: ACCOUNT_TEXT.apple }).click();
  await page.waitForURL(/\/emulator\/auth\/handler/);
  const asked = new URL(page.url());
  expect(asked.searchParams.get('providerId')).toBe('apple.com');
  expect(asked.searchParams.get('scopes')?.split(',')).toEqual(expect.arrayContaining(['email', 'name']));
  await chooseNewProviderAccount(page, email, 'Katherine Johnson');
  await page.waitForURL(new RegExp(paths.signIn));
  await expect(page.getByText(englishText(ACCOUNT_TEXT.signedInAs, { email: email }))).toBeVisible({ timeout: 20_000 });
  const user = await lookUpUser(EMULATOR, email);
  expect(user.providerUserInfo.map((info) => info.providerId)).toEqual(['apple.com']);
});

test('signs in by an email link taken from the outbox', async ({ page, request }) => {
  const email = newEmail();
  const account = new SignIn(page);
  await account.open();
  await account.sendEmailLink(email);
  await page.goto(await linkFromOutbox(request, email, 'sign-in-link'));
  await account.expectInMembersArea();
  await account.expectSignedInAs(email);
});

test('signs in by phone with the code the Auth emulator issued (read through the QA API); a wrong code is refused first', async ({ page, request }) => {
  // A fictional 555 number, new to this run's emulator.
  const phone = `+1650555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  const account = new SignIn(page);
  await account.open();
  const form = page.getByRole('form', { name: ACCOUNT_TEXT.phoneTitle });
  await form.getByLabel(ACCOUNT_TEXT.phoneLabel).fill(`${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5)}`);
  await form.getByRole('button', { name: ACCOUNT_TEXT.sendCode }).click();
  await expect(page.getByRole('status').filter({ hasText: englishText(ACCOUNT_TEXT.codeSent, { phone: phone }) })).toBeVisible();
  // The code as QA reads it: the QA API passes on the emulator's verificationCodes (README, "Accounts and test users").
  let code: string | null = null;
  await expect
    .poll(async () => {
      const { phoneCodes } = QaPhoneCodes.parse(await (await request.get(`${E2E_ORIGINS.service}/qa/api/phone-codes`, { params: { phone } })).json());
      return (code = phoneCodes[0]?.code ?? null);
    })
    .toMatch(/^\d{6}$/);
  const confirm = page.getByRole('form', { name: ACCOUNT_TEXT.confirmCode });
  const wrong = code === '000000' ? '111111' : '000000';
  await confirm.getByLabel(ACCOUNT_TEXT.codeLabel).fill(wrong);
  await confirm.getByRole('button', { name: ACCOUNT_TEXT.confirmCode }).click();
  await expect(confirm.getByRole('alert')).toHaveText(AUTH_MESSAGES['auth/invalid-verification-code']);
  await confirm.getByLabel(ACCOUNT_TEXT.codeLabel).fill(code ?? '');
  await confirm.getByRole('button', { name: ACCOUNT_TEXT.confirmCode }).click();
  await account.expectInMembersArea();
  await account.expectSignedInAs(phone);
});

test('a password under the policy is refused with the rules shown, then a good one is accepted', async ({ page }) => {
  const email = newEmail();
  const account = new SignIn(page);
  await account.open();
  await page.getByRole('button', { name: ACCOUNT_TEXT.needAccount }).click();
  const form = page.getByRole('form', { name: ACCOUNT_TEXT.createAccount });
  await form.getByLabel(ACCOUNT_TEXT.emailLabel).fill(email);
  await form.getByLabel(ACCOUNT_TEXT.passwordLabel).fill('secret1');
  await form.getByRole('button', { name: ACCOUNT_TEXT.createAccount }).click();
  await expect(form.getByRole('alert')).toHaveText(ACCOUNT_TEXT.passwordRefused);
  await expect(form.getByText('An uppercase letter')).toBeVisible();
  await expect(form.getByText('At least 8 characters')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(paths.signIn));
  await form.getByLabel(ACCOUNT_TEXT.passwordLabel).fill('Secret-123');
  await form.getByRole('button', { name: ACCOUNT_TEXT.createAccount }).click();
  await account.expectInMembersArea();
  await account.expectSignedInAs(email);
});

test('access recovery: a reset link from the outbox sets a new password under the policy, which then signs in', async ({ page, request }) => {
  const user = await createTestUser(EMULATOR, newEmail());
  await page.goto(paths.accessRecovery);
  const form = page.getByRole('form', { name: ACCOUNT_TEXT.recoveryTitle });
  await form.getByLabel(ACCOUNT_TEXT.emailLabel).fill(user.email);
  await form.getByRole('button', { name: ACCOUNT_TEXT.sendReset }).click();
  await expect(page.getByText(englishText(ACCOUNT_TEXT.resetSent, { email: user.email }))).toBeVisible();
  await page.goto(await linkFromOutbox(request, user.email, 'password-reset'));
  await expect(page.getByText(englishText(ACCOUNT_TEXT.newPasswordFor, { email: user.email }))).toBeVisible();
  const newPassword = page.getByLabel(ACCOUNT_TEXT.passwordLabel, { exact: true });
  await newPassword.fill('short');
  await page.getByRole('button', { name: ACCOUNT_TEXT.savePassword }).click();
  await expect(page.getByRole('alert').filter({ hasText: ACCOUNT_TEXT.passwordRefused })).toBeVisible();
  await newPassword.fill('Recovered-2026');
  await page.getByRole('button', { name: ACCOUNT_TEXT.savePassword }).click();
  await expect(page.getByText(ACCOUNT_TEXT.passwordSaved)).toBeVisible();
  const account = new SignIn(page);
  await account.open();
  await account.signInWithPassword(user.email, 'Recovered-2026');
  await account.expectInMembersArea();
});

test('access recovery: the same email field sends a sign-in link instead, which signs in', async ({ page, request }) => {
  const user = await createTestUser(EMULATOR, newEmail());
  await page.goto(paths.accessRecovery);
  const form = page.getByRole('form', { name: ACCOUNT_TEXT.recoveryTitle });
  await expect(form.getByLabel(ACCOUNT_TEXT.emailLabel)).toHaveCount(1);
  await form.getByLabel(ACCOUNT_TEXT.emailLabel).fill(user.email);
  await form.getByRole('button', { name: ACCOUNT_TEXT.sendLink }).click();
  await expect(page.getByText(englishText(ACCOUNT_TEXT.linkSent, { email: user.email }))).toBeVisible();
  await page.goto(await linkFromOutbox(request, user.email, 'sign-in-link'));
  const account = new SignIn(page);
  await account.expectInMembersArea();
  await account.expectSignedInAs(user.email);
});

test('a user disabled through the emulator\'s admin API is signed out with a message when the tab comes back', async ({ page }) => {
  const account = new SignIn(page);
  const user = await account.signInAsNewUser(newEmail());
  await account.expectSignedInAs(user.email);
  await disableUser(EMULATOR, user.uid);
  // The tab comes back to the foreground: the session asks the identity server about the user again.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByRole('alert').filter({ hasText: SIGN_OUT_MESSAGES['user-disabled'] })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: ACCOUNT_TEXT.google })).toBeVisible();
});

test('a user disabled while signed in is signed out with a message by the SDK\'s token refresh 5 minutes before expiry', async ({ page }) => {
  await page.clock.install();
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/securetoken.googleapis.com/v1/token')) refreshes.push(request.url());
  });
  const account = new SignIn(page);
  const user = await account.signInAsNewUser(newEmail());
  // Wait on the sign-in page, which calls no service: only the identity SDK can notice the change.
  await account.expectSignedInAs(user.email);
  await disableUser(EMULATOR, user.uid);

  // The emulator's ID tokens last an hour: nothing is refreshed at 54 minutes, the SDK refreshes at 55.
  await page.clock.fastForward('54:00');
  expect(refreshes).toHaveLength(0);
  await expect(page.getByRole('alert').filter({ hasText: SIGN_OUT_MESSAGES['user-disabled'] })).toHaveCount(0);
  await page.clock.fastForward('01:30');
  await expect.poll(() => refreshes.length).toBeGreaterThan(0);
  await expect(page.getByRole('alert').filter({ hasText: SIGN_OUT_MESSAGES['user-disabled'] })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: ACCOUNT_TEXT.google })).toBeVisible();
});
