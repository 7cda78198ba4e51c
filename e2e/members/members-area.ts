/** Page object for the members' area: navigation, sign-in on the way in, and an axe check per route. */
import { expect, type Page } from '@playwright/test';
import { paths } from '../../app/config/paths';
import type { TestUser } from '../../simulator/merchant/identity/test-users';
import { MEMBER_ITEMS } from '../../simulator/merchant/members/items/bank';
import { SignIn } from '../pages/account';
import { axeViolations } from '../fixtures/axe';
import { EMULATOR } from './subscriber';

/** The emulator accepts any API key for a demo- project. */
const EMULATOR_API_KEY = 'demo-api-key';

/** The seven sections: the desktop link name, the phone's short one, and the page's heading. */
export const SECTIONS = [
  { nav: 'IQ tests', short: 'Tests', path: paths.webapp.iqTests, heading: 'IQ tests' },
  { nav: 'Brain games', short: 'Games', path: paths.webapp.games, heading: 'Brain games' },
  { nav: 'Compare', short: 'Compare', path: paths.webapp.compare, heading: 'Compare with other countries' },
  { nav: 'Articles', short: 'Read', path: paths.webapp.articles, heading: 'Articles' },
  { nav: 'Profile', short: 'Profile', path: paths.webapp.profile, heading: 'Profile' },
  { nav: 'Report', short: 'Report', path: paths.webapp.profileReport, heading: 'Your report and certificate' },
  { nav: 'Subscriptions', short: 'Billing', path: paths.webapp.manageSubscriptions, heading: 'Manage subscriptions' },
] as const;

export const DESKTOP = { width: 1280, height: 900 } as const;

export class MembersArea {
  constructor(readonly page: Page) {}

  get nav() {
    return this.page.getByRole('navigation', { name: 'Members\u2019 area' });
  }

  /**
   * Signs the browser in as `user` the way the Firebase SDK restores a session: its persisted user
   * record in IndexedDB, made from a real emulator sign-in (tokens the service verifies as usual).
   * The page then starts signed in, as after a reload; the sign-in screen itself is the accounts suite's.
   */
  async restoreSession(user: TestUser): Promise<void> {
    const signIn = await fetch(`${EMULATOR.origin}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${EMULATOR_API_KEY}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password, returnSecureToken: true }),
    });
    const tokens = (await signIn.json()) as { idToken: string; refreshToken: string; expiresIn: string };
    await this.page.goto(paths.landing);
    const apiKey = await this.page.evaluate(() => (JSON.parse(document.getElementById('app-config')?.textContent ?? '{}') as { firebase?: { apiKey?: string } }).firebase?.apiKey ?? '');
    const now = Date.now();
    const record = {
      uid: user.uid,
      email: user.email,
      emailVerified: true,
      isAnonymous: false,
      providerData: [{ providerId: 'password', uid: user.email, email: user.email, displayName: null, phoneNumber: null, photoURL: null }],
      stsTokenManager: { refreshToken: tokens.refreshToken, accessToken: tokens.idToken, expirationTime: now + Number(tokens.expiresIn) * 1000 },
      createdAt: String(now),
      lastLoginAt: String(now),
      apiKey,
      appName: '[DEFAULT]',
    };
    await this.page.evaluate(
      async ({ key, value }) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open('firebaseLocalStorageDb', 1);
          open.onupgradeneeded = () => open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        await new Promise<void>((resolve, reject) => {
          const tx = db.transaction('firebaseLocalStorage', 'readwrite');
          tx.objectStore('firebaseLocalStorage').put({ fbase_key: key, value });
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
        db.close();
      },
      { key: `firebase:authUser:${apiKey}:[DEFAULT]`, value: record },
    );
  }

  /** Restores the user's session, then opens a members' route. */
  async enter(path: string, user: TestUser): Promise<void> {
    await this.restoreSession(user);
    await this.page.goto(path);
  }

  /** Opens a members' route as a signed-out visitor: the sign-in page takes the user and brings them back. */
  async signInThrough(path: string, user: TestUser): Promise<void> {
    await this.page.goto(path);
    await expect(this.page).toHaveURL(new RegExp(`${paths.signIn}\\?next=`));
    await new SignIn(this.page).signInWithPassword(user.email, user.password);
    await expect(this.page).toHaveURL(new RegExp(`${path}$`));
  }

  async open(section: (typeof SECTIONS)[number]): Promise<void> {
    await this.nav.getByRole('link', { name: new RegExp(`^(${section.nav}|${section.short})$`) }).click();
    await expect(this.page).toHaveURL(new RegExp(`${section.path}$`));
    await expect(this.page.getByRole('heading', { level: 1, name: section.heading, exact: true })).toBeVisible();
  }

  /**
   * Answers the open adaptive test until the service ends it and the result shows. `right(n)` says
   * whether to answer question n right: the page never holds the key, so the test reads it from the
   * service's bank by the item id the page shows. Returns how many questions the result says were asked (its "x of n correct").
   */
  async takeTest(right: (n: number) => boolean): Promise<number> {
    const result = this.page.getByText('Estimated score');
    const question = (n?: number) => this.page.getByText(new RegExp(`^Question ${n ?? '(\\d+)'} · at most \\d+$`));
    await expect(question().or(result)).toBeVisible();
    for (;;) {
      if (await result.isVisible()) return Number(/\d+ of (\d+) correct/.exec((await this.page.getByText(/\d+ of \d+ correct/).textContent()) ?? '')?.[1]);
      const n = Number(/Question (\d+)/.exec((await question().textContent()) ?? '')?.[1]);
      const options = this.page.getByRole('radiogroup');
      const item = MEMBER_ITEMS.get((await options.getAttribute('data-item-id')) ?? '');
      if (!item) throw new Error('The page shows an item the bank does not hold.');
      await options.getByRole('radio').nth(right(n) ? item.key : (item.key + 1) % item.options).click();
      await this.page.getByRole('button', { name: 'Next' }).click();
      await expect(question(n + 1).or(result)).toBeVisible();
    }
  }

  /** No axe violation on the current page. */
  async expectAccessible(): Promise<void> {
    expect(await axeViolations(this.page)).toEqual([]);
  }
}
