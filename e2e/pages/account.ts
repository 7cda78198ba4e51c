import { englishText } from '../../app/lib/i18n/english-text';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { paths } from '../../app/config/paths';
import { ACCOUNT_TEXT } from '../../app/features/account/account-text';
import { createTestUser, type TestUser } from '../../simulator/merchant/identity/test-users';
import { E2E_FIREBASE_PROJECT_ID, E2E_ORIGINS } from '../origins';

/** The run's Auth emulator, for simulator/merchant/identity/test-users.ts. */
export const EMULATOR = { origin: E2E_ORIGINS.authEmulator, projectId: E2E_FIREBASE_PROJECT_ID } as const;

/** The link in the newest email of `kind` to `to`, read through the QA API (the outbox polls the emulator once a second). */
export async function linkFromOutbox(request: APIRequestContext, to: string, kind: 'sign-in-link' | 'password-reset' | 'activation'): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const list = (await (await request.get(`${E2E_ORIGINS.service}/qa/api/outbox?to=${encodeURIComponent(to)}&kind=${kind}`)).json()) as { id: string }[];
        const first = list[0];
        if (!first) return '';
        const email = (await (await request.get(`${E2E_ORIGINS.service}/qa/api/outbox/${first.id}`)).json()) as { html: string };
        link = /href="([^"]+)"/.exec(email.html)?.[1]?.replace(/&amp;/g, '&') ?? '';
        return link;
      },
      // Asked every quarter second: the default's growing intervals reach a second and wait out most of one after the email lands.
      { timeout: 15_000, intervals: [100, 250] },
    )
    .not.toBe('');
  return link;
}

/** Page object for the sign-in screen. */
export class SignIn {
  constructor(readonly page: Page) {}

  async open(path: string = paths.signIn): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  async sendEmailLink(email?: string): Promise<void> {
    const form = this.page.getByRole('form', { name: ACCOUNT_TEXT.sendLink });
    if (email !== undefined) await form.getByLabel(ACCOUNT_TEXT.emailLabel).fill(email);
    await form.getByRole('button', { name: ACCOUNT_TEXT.sendLink }).click();
    await expect(this.page.getByRole('status').filter({ hasText: 'We sent a sign-in link' })).toBeVisible();
  }

  async signInWithPassword(email: string, password: string): Promise<void> {
    const form = this.page.getByRole('form', { name: ACCOUNT_TEXT.signInWithPassword });
    await form.getByLabel(ACCOUNT_TEXT.emailLabel).fill(email);
    await form.getByLabel(ACCOUNT_TEXT.passwordLabel).fill(password);
    await form.getByRole('button', { name: ACCOUNT_TEXT.signInWithPassword }).click();
  }

  /** Makes a password user with `email` in the emulator and signs in as them here: the page ends in the members' area. */
  async signInAsNewUser(email: string): Promise<TestUser> {
    const user = await createTestUser(EMULATOR, email);
    await this.open();
    await this.signInWithPassword(user.email, user.password);
    await this.expectInMembersArea();
    return user;
  }

  async expectInMembersArea(): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`${paths.webapp.root}/`), { timeout: 20_000 });
  }

  /** The sign-in page names who is signed in. */
  async expectSignedInAs(email: string): Promise<void> {
    await this.page.goto(paths.signIn);
    await expect(this.page.getByText(englishText(ACCOUNT_TEXT.signedInAs, { email: email }))).toBeVisible();
  }
}
