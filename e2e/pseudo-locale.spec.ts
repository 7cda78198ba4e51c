/**
 * The pseudo-locale run (issue 44): the funnel and the members' area on a phone in the pseudo-locale
 * (every catalogue text accented, about 35 % longer and marked: widget/i18n/pseudo-locale.ts), which
 * the local e2e deployment allows (`lang=qps-ploc`). On each screen, every visible text and every
 * aria-label, placeholder, title and alt must have come from a catalogue, and no text may be cut or
 * overflow (collect.ts). It prints `pseudo-locale: pages P, untranslated U, overflowing O` and fails
 * naming each finding. A second test shows the collector catches a text put in by hand.
 */
import MessageFormat from '@messageformat/core';
import { devices } from '@playwright/test';
import { expect, test, type Page } from './fixtures/test';
import { E2E_ORIGINS } from './origins';
import { paths } from '../app/config/paths';
import { PSEUDO_LANGUAGE } from '../catalog/languages';
import { pseudoText } from '../widget/i18n/pseudo-locale';
import { CHECKOUT_TEXT } from '../app/features/checkout/checkout-text';
import { MESSAGES } from '../widget/messages';
import { QUIZ_TEXT } from '../app/features/quiz/quiz-text';
import { shopperEmail } from './fixtures/shopper-email';
import { ALLOWED, collectFindings, frameFindings, type Finding } from './pseudo-locale/collect';
import { MembersArea } from './members/members-area';
import { finishSitting, newSubscriber } from './members/subscriber';
import { Checkout } from './pages/checkout';

const FLAG = `lang=${PSEUDO_LANGUAGE}`;
/** An English catalogue text as the pseudo-locale shows it (for locating buttons by their name). */
const shownPseudo = (english: string, values?: Record<string, string | number>) => new MessageFormat('en').compile(pseudoText(english))(values);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const DECLINED = { holder: 'Grace Hopper', number: '4000000000000002', expiry: '12/34', cvv: '123' };
const GOOD = '4242424242424242';

async function typeCard(page: Page, card: typeof DECLINED): Promise<void> {
  const frame = page.frameLocator('iframe.mm-card-frame');
  await frame.locator('[autocomplete="cc-name"]').fill(card.holder);
  await frame.locator('[autocomplete="cc-number"]').pressSequentially(card.number);
  await frame.locator('[autocomplete="cc-exp"]').pressSequentially(card.expiry.replace('/', ''));
  await frame.locator('[autocomplete="cc-csc"]').pressSequentially(card.cvv);
}

test('the pseudo-locale run: the funnel and the members’ area show only catalogue texts, none cut or overflowing (issue 44)', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const email = shopperEmail('pseudo');
  // A subscriber with one finished test, so the report and the history have something to show.
  const member = newSubscriber(request, 'pseudo').then(async (user) => {
    await finishSitting(request, user, 'reasoning', (n) => n % 3 !== 0);
    return user;
  });
  member.catch(() => undefined);
  const findings: (Finding & { readonly page: string })[] = [];
  const pages: string[] = [];
  const look = async (name: string, allowed: readonly string[] = [], on: Page = page) => {
    pages.push(name);
    const patterns = [...ALLOWED.map((a) => a.pattern), ...allowed.map(escaped)];
    const frames = on.frames().filter((frame) => frame.url().startsWith('http'));
    findings.push(...(await frameFindings(frames, patterns)).map((f) => ({ page: name, ...f })));
  };

  await page.goto(`${paths.landing}?${FLAG}`);
  await expect(page.locator('h1')).toContainText('⟦');
  await look('landing');

  await page.goto(`${paths.quiz}?startFrom=20&${FLAG}`);
  await expect(page.getByRole('radiogroup')).toBeVisible();
  await look('quiz step');
  await page.getByRole('radiogroup').getByRole('radio').first().click();
  const emailField = page.locator('input[type="email"]');
  await expect(emailField).toBeVisible();
  await look('email');
  await emailField.fill(email);
  await page.getByRole('button', { name: shownPseudo(QUIZ_TEXT.seeResults) }).click();
  await expect(page).toHaveURL(new RegExp(paths.subscription));

  await page.goto(`${paths.signIn}?${FLAG}`);
  await expect(page.locator('input[type="email"]').first()).toBeVisible();
  await look('sign-in');

  // The members' area in a browser of its own, signed in as a subscriber (the funnel's stays signed out, its clock faked).
  const membersBrowser = await browser.newContext({ ...devices['Pixel 7'], baseURL: E2E_ORIGINS.app });
  const members = await membersBrowser.newPage();
  const user = await member;
  await new MembersArea(members).restoreSession(user);
  for (const [name, path] of [
    ['report', paths.webapp.profileReport],
    ['history (IQ tests)', paths.webapp.iqTests],
    ['games', paths.webapp.games],
    ['a game: Word', paths.gamePages.word],
    ['manage subscriptions', paths.webapp.manageSubscriptions],
    ['cancel', paths.unsubscription],
  ] as const) {
    await members.goto(`${path}?${FLAG}`);
    await expect(members.locator('h1').first()).toContainText('⟦');
    await look(name, [user.email, user.email.split('@')[0] ?? user.email], members);
  }
  await membersBrowser.close();

  // The checkout again, with the clock under the test's hand: the payment's polls run in fake time.
  await page.clock.install();
  const checkout = new Checkout(page);
  await page.goto(`${paths.subscription}?${FLAG}`);
  await expect(page.getByRole('button', { name: shownPseudo(CHECKOUT_TEXT.openModal) })).toBeVisible();
  await look('checkout', [email]);
  await page.getByRole('button', { name: shownPseudo(CHECKOUT_TEXT.openModal) }).click();
  const pay = page.getByRole('dialog').getByRole('button', { name: new RegExp(`^${escaped(shownPseudo(CHECKOUT_TEXT.pay))} \\$\\d+\\.\\d{2}$`) });
  await expect(pay).toBeVisible();
  await expect(page.locator('iframe.mm-card-frame')).not.toHaveAttribute('aria-busy', 'true');
  await typeCard(page, DECLINED);
  await look('checkout modal with the card frame', [email, DECLINED.holder]);
  await expect(pay).toBeEnabled();
  await pay.click();
  const declined = page.locator('[data-failure-code]').getByRole('alert');
  await checkout.advanceUntil(declined);
  await expect(declined).toHaveText(shownPseudo(MESSAGES.authorizationFailed));
  await look('a decline', [email]);
  await page.getByRole('button', { name: shownPseudo(MESSAGES.tryAgain) }).click();
  const number = page.frameLocator('iframe.mm-card-frame').locator('[autocomplete="cc-number"]');
  await number.fill('');
  await number.pressSequentially(GOOD);
  await expect(pay).toBeEnabled();
  await pay.click();
  await checkout.advanceUntil(page.locator('[data-testid="iq-interval"]'), 700, 300);
  await expect(page).toHaveURL(new RegExp(paths.offers));
  await look('offers', [email]);

  const untranslated = findings.filter((f) => f.kind === 'untranslated');
  const overflowing = findings.filter((f) => f.kind === 'overflowing');
  process.stdout.write(`pseudo-locale: pages ${pages.length}, untranslated ${untranslated.length}, overflowing ${overflowing.length}\n`);
  expect(findings.map((f) => `${f.page} | ${f.kind} | ${f.selector} | ${f.text}`)).toEqual([]);
});

test('the pseudo-locale collector catches a text put in by hand and a cut one, and lets catalogue texts and the allow-list through (issue 44)', async ({ page }) => {
  await page.setContent(`
    <main style="width: 360px">
      <h1>${shownPseudo('Your result')}</h1>
      <p id="by-hand">Something went wrong</p>
      <p>Visa •••• 4242 · $19.99 · MindMetric</p>
      <button aria-label="Close">×</button>
      <p id="cut" style="width: 80px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">${shownPseudo('Higher than most people in your country')}</p>
    </main>`);
  const found = await page.evaluate(collectFindings, ALLOWED.map((a) => a.pattern));
  expect(found).toEqual([
    { kind: 'untranslated', selector: 'p#by-hand', text: 'Something went wrong' },
    { kind: 'untranslated', selector: 'main > button', text: 'aria-label="Close"' },
    { kind: 'overflowing', selector: 'p#cut', text: expect.stringMatching(/^cut across: ⟦Ĥîĝĥéŕ/) as unknown as string },
  ]);
});
