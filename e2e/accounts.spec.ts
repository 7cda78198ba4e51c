/**
 * Issue 12, "What it must show": accounts on the real Firebase SDK against the Auth emulator, in
 * Chromium. Emails come from the QA outbox, users are made and disabled through the emulator's API.
 */
import { faker } from '@faker-js/faker';
import { expect, test } from '@playwright/test';
import { paths } from '../app/config/paths';
import { ACCOUNT_TEXTS } from '../app/features/account/account-texts';
import { SIGN_OUT_MESSAGES } from '../app/lib/auth/auth-messages';
import { createTestUser, disableUser } from '../simulator/identity/test-users';
import { E2E_ORIGINS } from './origins';
import { EMULATOR, linkFromOutbox, SignIn } from './pages/account';
import { Funnel } from './pages/funnel';

const CARD = { holder: 'Ada Lovelace', number: '4242 4242 4242 4242', expiry: '12/34', cvv: '123' };
const newEmail = () => faker.internet.email({ provider: 'example.com' }).toLowerCase();

test('an anonymous buyer goes from offers through activation into the members\' area, signed in, with the purchase linked', async ({ page, request }) => {
  const email = newEmail();
  const funnel = new Funnel(page);
  await funnel.start('?scenario=success');
  await funnel.answerAll();
  await funnel.giveEmail(email);
  await funnel.typeCard(CARD);
  await funnel.payButton.click();
  await expect(page).toHaveURL(new RegExp(paths.offers), { timeout: 30_000 });

  await page.getByRole('link', { name: ACCOUNT_TEXTS.goToTraining }).click();
  await expect(page).toHaveURL(new RegExp(paths.activate));
  await expect(page.getByRole('heading', { name: ACCOUNT_TEXTS.activateTitle })).toBeVisible();
  const account = new SignIn(page);
  await account.sendEmailLink(); // prefilled with the email the purchase was made with
  await page.goto(await linkFromOutbox(request, email, 'sign-in-link'));
  await account.expectInMembersArea();

  const rows = (await (await request.get(`${E2E_ORIGINS.service}/qa/api/subscriptions?email=${encodeURIComponent(email)}`)).json()) as { user_ref: string | null }[];
  expect(rows).toHaveLength(1);
  expect(rows[0]?.user_ref).toMatch(/^firebase:/);
  await account.expectSignedInAs(email);
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

test('a password under the policy is refused with the rules shown, then a good one is accepted', async ({ page }) => {
  const email = newEmail();
  const account = new SignIn(page);
  await account.open();
  await page.getByRole('button', { name: ACCOUNT_TEXTS.needAccount }).click();
  const form = page.getByRole('form', { name: ACCOUNT_TEXTS.createAccount });
  await form.getByLabel(ACCOUNT_TEXTS.emailLabel).fill(email);
  await form.getByLabel(ACCOUNT_TEXTS.passwordLabel).fill('secret1');
  await form.getByRole('button', { name: ACCOUNT_TEXTS.createAccount }).click();
  await expect(form.getByRole('alert')).toHaveText(ACCOUNT_TEXTS.passwordRefused);
  await expect(form.getByText('An uppercase letter')).toBeVisible();
  await expect(form.getByText('At least 8 characters')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(paths.signIn));
  await form.getByLabel(ACCOUNT_TEXTS.passwordLabel).fill('Secret-123');
  await form.getByRole('button', { name: ACCOUNT_TEXTS.createAccount }).click();
  await account.expectInMembersArea();
  await account.expectSignedInAs(email);
});

test('access recovery: a reset link from the outbox sets a new password under the policy, which then signs in', async ({ page, request }) => {
  const user = await createTestUser(EMULATOR, newEmail());
  await page.goto(paths.accessRecovery);
  const form = page.getByRole('form', { name: ACCOUNT_TEXTS.sendReset });
  await form.getByLabel(ACCOUNT_TEXTS.emailLabel).fill(user.email);
  await form.getByRole('button', { name: ACCOUNT_TEXTS.sendReset }).click();
  await expect(page.getByText(ACCOUNT_TEXTS.resetSent(user.email))).toBeVisible();
  await page.goto(await linkFromOutbox(request, user.email, 'password-reset'));
  await expect(page.getByText(ACCOUNT_TEXTS.newPasswordFor(user.email))).toBeVisible();
  const newPassword = page.getByLabel(ACCOUNT_TEXTS.passwordLabel, { exact: true });
  await newPassword.fill('short');
  await page.getByRole('button', { name: ACCOUNT_TEXTS.savePassword }).click();
  await expect(page.getByRole('alert').filter({ hasText: ACCOUNT_TEXTS.passwordRefused })).toBeVisible();
  await newPassword.fill('Recovered-2026');
  await page.getByRole('button', { name: ACCOUNT_TEXTS.savePassword }).click();
  await expect(page.getByText(ACCOUNT_TEXTS.passwordSaved)).toBeVisible();
  const account = new SignIn(page);
  await account.open();
  await account.signInWithPassword(user.email, 'Recovered-2026');
  await account.expectInMembersArea();
});

test('a user disabled through the emulator\'s admin API is signed out with a message when the tab comes back', async ({ page }) => {
  const user = await createTestUser(EMULATOR, newEmail());
  const account = new SignIn(page);
  await account.open();
  await account.signInWithPassword(user.email, user.password);
  await account.expectInMembersArea();
  await account.expectSignedInAs(user.email);
  await disableUser(EMULATOR, user.uid);
  // The tab comes back to the foreground: the session asks the identity server about the user again.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByRole('alert').filter({ hasText: SIGN_OUT_MESSAGES['user-disabled'] })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: ACCOUNT_TEXTS.google })).toBeVisible();
});
