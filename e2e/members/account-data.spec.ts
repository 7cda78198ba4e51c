/**
 * Issue 29, point 4: a signed-in member downloads their data and deletes their account; they can no
 * longer sign in, and the QA console shows their subscription ended with no email left to them.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures/test';
import { paths } from '../../app/config/paths';
import { PROFILE_TEXT } from '../../app/features/members/area-text';
import { emailsTo } from '../cancel/outbox';
import { E2E_ORIGINS } from '../origins';
import { MembersArea } from './members-area';
import { EMULATOR, newSubscriber } from './subscriber';

test('a member downloads their data, deletes the account, and can no longer sign in', async ({ page, request }) => {
  const member = await newSubscriber(request, 'delete-me');
  const area = new MembersArea(page);
  await area.enter(paths.webapp.profile, member);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: PROFILE_TEXT.download }).click()]);
  expect(download.suggestedFilename()).toMatch(/^mindmetric-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as { account: { email: string }; subscriptions: { id: string }[] };
  expect(data.account.email).toBe(member.email);
  expect(data.subscriptions.map((s) => s.id)).toEqual([member.subscriptionId]);

  await page.getByRole('button', { name: PROFILE_TEXT.deleteOpen }).click();
  const confirm = page.getByRole('button', { name: PROFILE_TEXT.deleteConfirm });
  await page.getByLabel(PROFILE_TEXT.emailLabel).fill('someone-else@example.com');
  await expect(confirm).toBeDisabled();
  await page.getByLabel(PROFILE_TEXT.emailLabel).fill(member.email);
  await confirm.click();
  await expect(page).toHaveURL(new RegExp(`${paths.landing}$`));

  // The identity is gone from the Auth emulator: the password no longer signs in.
  const signIn = await request.post(`${EMULATOR.origin}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    data: { email: member.email, password: member.password, returnSecureToken: true },
  });
  expect(signIn.ok()).toBe(false);

  // QA: the subscription ended, and nothing is left under their email.
  const timeline = (await (await request.get(`${E2E_ORIGINS.service}/qa/api/subscriptions/${member.subscriptionId}/timeline`)).json()) as { status: string; subscription: { email: string } };
  expect(timeline.status).toBe('ended');
  expect(timeline.subscription.email).toMatch(/@erased\.invalid$/);
  expect(await emailsTo(request, member.email)).toEqual([]);
});
