/**
 * The accessibility audit (issue 45): axe with the WCAG 2.2 AA rules on every route and state of the
 * product, on a phone and a desktop, in English, German and Arabic, printed as one table (route or
 * state × language and screen → violations, then a total). One browser page per language and screen goes
 * from route to route: the funnel and its checkout states (the modal, a declined card's next step, the Pix
 * window, the 3-D Secure window, offers), the legal and access pages, cancelling by email and its states,
 * withdrawal, then a subscriber made through the service's API (members' sections, games, a test, an
 * article, withdrawal, cancel and cancelled) and the QA pages.
 *
 * Too slow for `npm test` (about a minute a column): `npm run audit:axe` runs it (README, "Accessibility
 * audit", which also lists the axe checks `npm test` keeps). Each column is written to .test-output/axe-table/
 * as it finishes, and the table printed at the end holds every column found there, so one column can be
 * run again on its own (`npm run audit:axe -- --grep "de, phone"`).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '../fixtures/test';
import { axeViolations } from '../fixtures/axe';
import { VIEWPORTS } from '../fixtures/viewports';
import { paths } from '../../app/config/paths';
import { E2E_ORIGINS } from '../origins';
import { MembersArea } from '../members/members-area';
import { newSubscriber } from '../members/subscriber';
import { shopperEmail } from '../fixtures/shopper-email';
import { CHECKOUT_TEXT } from '../../app/features/checkout/checkout-text';
import appArabic from '../../app/lib/i18n/catalogues/ar.json' with { type: 'json' };
import appGerman from '../../app/lib/i18n/catalogues/de.json' with { type: 'json' };

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;
const LANGUAGES = ['en', 'de', 'ar'] as const;
/** "Get my plan" in each language. */
const OPEN_MODAL: Record<(typeof LANGUAGES)[number], string> = { en: CHECKOUT_TEXT.openModal, de: appGerman['checkout.openModal'], ar: appArabic['checkout.openModal'] };
const TABLE_DIR = join('.test-output', 'axe-table');
const CARD = { holder: 'Ada Lovelace', expiry: '12/34', cvv: '123' };

type Column = Record<string, string[]>;

/** The page's main heading is shown (the route rendered) and the network has settled. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

function printTable(): void {
  const files = readdirSync(TABLE_DIR).filter((file) => file.endsWith('.json')).sort();
  const columns = files.map((file) => ({ name: file.replace(/\.json$/, ''), found: JSON.parse(readFileSync(join(TABLE_DIR, file), 'utf8')) as Column }));
  const rows = [...new Set(columns.flatMap((column) => Object.keys(column.found)))];
  const lines = [`| route or state | ${columns.map((c) => c.name).join(' | ')} |`, `|---|${columns.map(() => '---:').join('|')}|`];
  for (const row of rows) lines.push(`| ${row} | ${columns.map((c) => (c.found[row] ? String(c.found[row].length) : '–')).join(' | ')} |`);
  const totals = columns.map((c) => Object.values(c.found).reduce((sum, found) => sum + found.length, 0));
  lines.push(`| **total** | ${totals.map(String).join(' | ')} |`);
  lines.push('', `Total: ${totals.reduce((a, b) => a + b, 0)} violation(s) over ${rows.length} routes and states × ${columns.length} columns.`);
  const details = columns.flatMap((c) => Object.entries(c.found).flatMap(([row, found]) => found.map((v) => `${c.name} · ${row}: ${v}`)));
  const table = `${lines.join('\n')}\n${details.length ? `\nViolations:\n${details.join('\n')}\n` : '\nNo violation.\n'}`;
  writeFileSync(join(TABLE_DIR, 'table.md'), table);
  console.warn(`\naxe, WCAG 2.2 AA (violations per route or state):\n${table}`);
}

/** The project's phone (Pixel 7) and the suite's desktop at 1280×800. */
const SCREENS = VIEWPORTS.map((v) => (v.name === 'desktop' ? { ...v, use: { ...v.use, viewport: { width: 1280, height: 800 } } } : v));

for (const viewport of SCREENS) {
  test.describe(viewport.name, () => {
    test.use(viewport.use);

    for (const lang of LANGUAGES) {
      test(`axe table: ${lang}, ${viewport.name}`, async ({ page, request }, testInfo) => {
        test.setTimeout(300_000);
        const found: Column = {};
        // Each row also says when the page is not in the column's language (the QA pages are in English only).
        const check = async (row: string, pageLang: string = lang) => {
          const shown = await page.evaluate(() => document.documentElement.lang);
          found[row] = [...(shown.startsWith(pageLang) ? [] : [`page in "${shown}", not ${pageLang}`]), ...(await axeViolations(page, WCAG_22_AA))];
          // What the row looked like when axe ran, to look at beside the table.
          await page.screenshot({ path: join(TABLE_DIR, 'shots', `${lang}-${viewport.name}`, `${row.replace(/\W+/g, '-')}.png`) });
        };
        const at = (path: string) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
        // A route that does not render (no h1 in time) is a row of the table too, not the end of the column.
        const visit = async (row: string, path: string) => {
          try {
            await page.goto(at(path));
            await settled(page);
          } catch (error) {
            found[row] = [`page did not render: ${String(error).split('\n')[0]}`];
            await page.screenshot({ path: testInfo.outputPath(`${row.replace(/\W+/g, '-')}.png`) });
            return;
          }
          await check(row);
        };
        // A state reached by acting on the page: one that is not reached is a row of the table too.
        const reach = async (row: string, act: () => Promise<void>) => {
          try {
            await act();
          } catch (error) {
            found[row] = [`state not reached: ${String(error).split('\n')[0]}`];
            await page.screenshot({ path: testInfo.outputPath(`${row.replace(/\W+/g, '-')}.png`) });
            return;
          }
          await check(row);
        };

        // The funnel from its last question, and the checkout's states.
        await page.goto(at(`${paths.quiz}?startFrom=20`));
        await expect(page.getByRole('radiogroup')).toBeVisible();
        await check('quiz question');
        await page.getByRole('radiogroup').getByRole('radio').first().click();
        await expect(page.locator('input[type=email]')).toBeVisible();
        await check('quiz email step');
        await page.locator('input[type=email]').fill(shopperEmail(`axe-${lang}-${viewport.name}`));
        await page.locator('input[type=email]').press('Enter');
        await expect(page).toHaveURL(new RegExp(paths.subscription));
        await settled(page);
        await check('subscription');
        const modal = page.locator('[role=dialog][aria-modal=true]');
        await page.getByRole('button', { name: OPEN_MODAL[lang] }).click();
        await expect(modal).toBeVisible();
        const frame = page.frameLocator('iframe.mm-card-frame');
        await expect(frame.locator('#vf-number')).toBeVisible();
        await check('payment modal');
        await frame.locator('#vf-holder').fill(CARD.holder);
        await frame.locator('#vf-number').pressSequentially('4000000000000002');
        await frame.locator('#vf-expiry').pressSequentially(CARD.expiry);
        await frame.locator('#vf-cvv').pressSequentially(CARD.cvv);
        await page.locator('#mm-card-payment-button').click();
        await expect(page.getByTestId('failure-next-step')).toBeVisible({ timeout: 30_000 });
        await check('declined card, next step');
        // Pix, the instant payment: the provider's page in its window over the modal; closed, then back to the card.
        await page.locator('.mm-retry').click();
        const pix = page.locator('[data-item="redirect:pix"]');
        await pix.locator('input[type=radio]').check();
        await pix.locator('.mm-item__mount button').click();
        const pixWindow = page.locator('.mm-redirect-overlay .mm-3ds-popup');
        await expect(pixWindow.frameLocator('iframe').locator('button').first()).toBeVisible({ timeout: 30_000 });
        await check('Pix window');
        await page.locator('.mm-redirect-close').click();
        await expect(pixWindow).toBeHidden();
        await page.locator('.mm-retry').click();
        await page.locator('[data-item="card"] input[type=radio]').check();
        await frame.locator('#vf-holder').fill(CARD.holder);
        await frame.locator('#vf-number').fill('');
        await frame.locator('#vf-number').pressSequentially('4000000000003220');
        await frame.locator('#vf-expiry').fill('');
        await frame.locator('#vf-expiry').pressSequentially(CARD.expiry);
        await frame.locator('#vf-cvv').fill('');
        await frame.locator('#vf-cvv').pressSequentially(CARD.cvv);
        await page.locator('#mm-card-payment-button').click();
        const challenge = page.locator('.mm-3ds-popup');
        await expect(challenge).toBeVisible({ timeout: 30_000 });
        await expect(page.frameLocator('.mm-3ds-popup iframe').locator('button').first()).toBeVisible();
        await check('3-D Secure window');
        await page.frameLocator('.mm-3ds-popup iframe').locator('button[data-action=complete]').click();
        await expect(page).toHaveURL(new RegExp(paths.offers), { timeout: 30_000 });
        await settled(page);
        await check('offers');

        // The pages every footer links to, and what a visitor without an account meets.
        await visit('landing', paths.landing);
        for (const [row, path] of [
          ['privacy', paths.privacy],
          ['terms', paths.terms],
          ['cookie policy', paths.cookiePolicy],
          ['how scores are measured', paths.measurement],
          ['access product', paths.accessProduct],
          ['sign-in', paths.signIn],
          ['access recovery', paths.accessRecovery],
          ['cancel by email', paths.unsubscribeWithEmail],
          ['withdrawal, no account', `${paths.withdrawFromContract}?account=none`],
        ] as const)
          await visit(row, path);
        // Cancelling by email, its later states: an address refused, the code sent, a wrong code.
        const send = page.locator('main form button[type=submit]');
        const alert = page.locator('main [role=alert]').filter({ hasText: /\S/ });
        await reach('cancel by email, address refused', async () => {
          await page.goto(at(paths.unsubscribeWithEmail));
          await settled(page);
          await send.click();
          await expect(alert).toBeVisible();
        });
        await reach('cancel by email, code sent', async () => {
          await page.locator('main input[type=email]').fill(shopperEmail(`axe-cancel-${lang}-${viewport.name}`));
          await send.click();
          await expect(page.locator('main .success-banner')).toBeVisible();
        });
        await reach('cancel by email, wrong code', async () => {
          await page.locator('main input[inputmode=numeric]').fill('000000');
          await send.click();
          await expect(alert).toBeVisible();
        });

        // A subscriber in Germany (the withdrawal is open to them), signed in as after a reload.
        const member = await newSubscriber(request, `axe-${lang}`, { country: 'DE' });
        const area = new MembersArea(page);
        await area.restoreSession(member);
        // A timed test asks before it is left (the browser's own prompt): accepted, as the member would. One
        // handler for the whole column: a `once` per visit piled up unused and then accepted one prompt twice.
        page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
        for (const [row, path] of [
          ['members: IQ tests', paths.webapp.iqTests],
          ['members: a test, first question', paths.memberPages.iqTest('verbal')],
          ['members: brain games', paths.webapp.games],
          ...Object.entries(paths.gamePages).map(([game, path]) => [`game: ${game}`, path] as const),
          ['members: compare', paths.webapp.compare],
          ['members: articles', paths.webapp.articles],
          ['members: an article', paths.memberPages.article('sleep-and-memory')],
          ['members: profile', paths.webapp.profile],
          ['members: report', paths.webapp.profileReport],
          ['members: subscriptions', paths.webapp.manageSubscriptions],
          ['members: cancel', paths.unsubscription],
          ['members: withdrawal', paths.withdrawFromContract],
        ] as const)
          await visit(row, path);
        await reach('members: cancelled', async () => {
          await page.goto(at(paths.unsubscription));
          await settled(page);
          await page.locator('main select').selectOption({ index: 1 });
          await send.click();
          await expect(page.locator('main .cancel-done')).toBeVisible();
        });

        // QA's console and a subscription's timeline (the console is in English only).
        await page.goto(`${E2E_ORIGINS.service}/qa`);
        await expect(page.locator('h1').first()).toBeVisible();
        await check('QA console', 'en');
        await page.goto(`${E2E_ORIGINS.service}/qa/subscriptions/${encodeURIComponent(member.subscriptionId)}`);
        await expect(page.locator('h1').first()).toBeVisible();
        await check('QA subscription timeline', 'en');

        mkdirSync(TABLE_DIR, { recursive: true });
        writeFileSync(join(TABLE_DIR, `${lang}-${viewport.name}.json`), JSON.stringify(found, null, 1));
        printTable();
        expect(found).toEqual(Object.fromEntries(Object.keys(found).map((row) => [row, []])));
      });
    }
  });
}
