/** Page object for the members' area: navigation, sign-in on the way in, and an axe check per route. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { paths } from '../../app/config/paths';
import type { TestUser } from '../../simulator/identity/test-users';

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

  /** Opens a members' route as a signed-out visitor: the sign-in page takes the user and brings them back. */
  async signInThrough(path: string, user: TestUser): Promise<void> {
    await this.page.goto(path);
    await expect(this.page).toHaveURL(new RegExp(`${paths.signIn}\\?next=`));
    await this.page.getByLabel('Email', { exact: true }).fill(user.email);
    await this.page.getByLabel('Password', { exact: true }).fill(user.password);
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(this.page).toHaveURL(new RegExp(`${path}$`));
  }

  async open(section: (typeof SECTIONS)[number]): Promise<void> {
    await this.nav.getByRole('link', { name: new RegExp(`^(${section.nav}|${section.short})$`) }).click();
    await expect(this.page).toHaveURL(new RegExp(`${section.path}$`));
    await expect(this.page.getByRole('heading', { level: 1, name: section.heading, exact: true })).toBeVisible();
  }

  /** No axe violation on the current page. */
  async expectAccessible(): Promise<void> {
    const results = await new AxeBuilder({ page: this.page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
}
