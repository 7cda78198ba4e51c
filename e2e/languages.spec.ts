/**
 * The shopper's language (issue 33): a pt-BR checkout pays by Pix with every visible string in
 * Portuguese (the page, its legal facts, the widget, its card fields, the Pix page) and the plan's
 * amounts as US$, and its receipt email in Portuguese; an Arabic checkout lays the page, the widget and its frame out right to left and
 * passes axe (its landing too, and the redirect-return screen says 'Payment pending' in Arabic); a browser that says de-DE gets the landing, the quiz and the checkout in
 * German without any flag, its sign-in page too.
 */
import { axeViolations } from './fixtures/axe';
import { expect, test, type Page } from './fixtures/test';
import { paths } from '../app/config/paths';
import { CHECKOUT_TEXT } from '../app/features/checkout/checkout-text';
import { TERMS_TEXT } from '../app/shared/terms/terms-text';
import appArabic from '../app/lib/i18n/catalogues/ar.json' with { type: 'json' };
import appGerman from '../app/lib/i18n/catalogues/de.json' with { type: 'json' };
import appPortuguese from '../app/lib/i18n/catalogues/pt-BR.json' with { type: 'json' };
import { PAGE_TEXTS } from '../simulator/payment-provider/page-texts/page-texts';
import { Checkout } from './pages/checkout';
import { PIX_STEP_MS } from './pages/pay-as-scenario';
import arabic from '../widget/i18n/catalogues/ar.json' with { type: 'json' };
import german from '../widget/i18n/catalogues/de.json' with { type: 'json' };
import portuguese from '../widget/i18n/catalogues/pt-BR.json' with { type: 'json' };
import { shopperEmail } from './fixtures/shopper-email';
import { emailsTo } from './cancel/outbox';
import emailPortuguese from '../simulator/merchant/outbox/i18n/catalogues/pt-BR.json' with { type: 'json' };

/** Opens the payment modal of a checkout whose quiz is answered, with `lang`; `app` is the page's catalogue in that language. */
async function openCheckout(page: Page, tag: string, lang: string | null, app: Record<string, string>, scenario = 'success', email = shopperEmail(tag)) {
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key, JSON.stringify(value)), ['mm.quizEmail', email] as const);
  await page.goto(`${paths.subscription}?scenario=${scenario}${lang ? `&lang=${lang}` : ''}`);
  await page.getByRole('button', { name: app['checkout.openModal'] }).click();
  return page.getByRole('dialog', { name: app['checkout.modalTitle'] });
}

/** The page's English phrases that need no value ('Pay' alone is inside 'Apple Pay'): none may be left on a page in another language. */
const ENGLISH_WORDS = [...Object.values(CHECKOUT_TEXT), ...Object.values(TERMS_TEXT)].filter((text) => !text.includes('{') && text.includes(' '));

test('a pt-BR checkout pays by Pix, every visible string in Portuguese, the amounts in US$ as the plan says, and its receipt is Portuguese', async ({ page, request }) => {
  await page.clock.install();
  const buyer = shopperEmail('lang-pt');
  const modal = await openCheckout(page, 'lang-pt', 'pt-BR', appPortuguese, 'pending-then-success', buyer);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(modal.getByRole('button', { name: /^Pagar US\$\s1,00$/ })).toBeVisible();
  await expect(modal.getByRole('radio', { name: portuguese['msg.cardFormTitle'] })).toBeChecked();
  await expect(modal.locator('.mm-dropin')).toHaveAttribute('lang', 'pt-BR');
  const frame = page.frameLocator(`iframe[title="${portuguese['msg.cardFrameTitle']}"]`);
  for (const id of ['field.holder.label', 'field.number.label', 'field.cvv.label'] as const) await expect(frame.getByLabel(portuguese[id])).toBeVisible();
  await expect(frame.getByLabel('Validade (MM/YY)')).toBeVisible();
  // The legal facts from the catalogue, the plan's dollars as Brazil writes them; no English word of the page left.
  await expect(page.getByTestId('price-line')).toHaveText('US$\u00a01 hoje por 7 dias, depois US$\u00a019,99 toda semana até você cancelar');
  await expect(page.getByTestId('renewal-terms')).toContainText('Ao pagar, você concorda que sua assinatura é renovada automaticamente: US$\u00a01 hoje');
  // The plan by its Portuguese name (catalog/plan-names.ts), not the English product name.
  await expect(page.getByTestId('plan-summary')).toContainText(appPortuguese['plans.name.weekly_trial']);
  const shown = await page.locator('body').innerText();
  expect(ENGLISH_WORDS.filter((english) => shown.includes(english))).toEqual([]);
  expect(shown).not.toMatch(/\btoday\b|\bCard\b|\bevery\b|Member sign-in/);

  const checkout = new Checkout(page);
  await checkout.chooseMethod('Pix');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await modal.getByRole('button', { name: portuguese['msg.continueWith'].replace('{method}', 'Pix') }).click();
  const pix = page.frameLocator(`iframe[title="${portuguese['msg.payWith'].replace('{method}', 'Pix')}"]`);
  await expect(pix.getByText(PAGE_TEXTS['pt-BR'].pixBody.replace('{amount}', 'US$\u00a01,00'))).toBeVisible();
  await expect(pix.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await pix.getByRole('button', { name: PAGE_TEXTS['pt-BR'].pixPaid }).click();
  await page.clock.runFor(20_000 - PIX_STEP_MS);
  // Paid: the widget says so, then the app records the purchase and moves on to the offers, whose heading is Portuguese too.
  await checkout.advancePolls(page.getByText(portuguese['msg.paymentSuccessful'], { exact: true }).or(page.getByRole('heading', { name: appPortuguese['offers.active'] })), '/authorization-result', PIX_STEP_MS, 20);
  await expect(page).toHaveURL(new RegExp(paths.offers));
  // The purchase recorded the language the shopper bought in, and its receipt speaks it (issue 33, point 4).
  const receiptSubject = async () => (await emailsTo(request, buyer)).find((email) => email.kind === 'subscription-receipt')?.subject ?? '';
  await expect.poll(receiptSubject, { timeout: 15_000 }).toBe(emailPortuguese['receipt.subject'].replace('{product}', 'MindMetric').replace('{plan}', emailPortuguese['plans.name.weekly_trial']));
});

test('an Arabic checkout lays the widget and its frame out right to left and passes axe', async ({ page }) => {
  // Back from a redirect payment the bank has not confirmed (an execution the service does not know): Arabic, right to left.
  await page.goto(`${paths.subscription}?lang=ar&paymentResult=pending&execution=exe_unknown`);
  await expect(page.getByText(appArabic['redirect.bankPendingDetail'])).toBeVisible();
  await expect(page.getByText(appArabic['redirect.serverTrouble'])).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The landing first (issue 33): Arabic words, mirrored, the price's "US$" kept whole ("$US" was the bug).
  await page.goto(`${paths.landing}?lang=ar`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(appArabic['landing.heading']);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('landing-price')).toContainText('US$\u200e');
  const modal = await openCheckout(page, 'lang-ar', 'ar', appArabic);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(appArabic['checkout.heading']);
  const dropIn = modal.locator('.mm-dropin');
  await expect(dropIn).toHaveAttribute('dir', 'rtl');
  await expect(modal.getByRole('button', { name: /^ادفع / })).toBeVisible();
  const frame = page.frameLocator(`iframe[title="${arabic['msg.cardFrameTitle']}"]`);
  await expect(frame.getByLabel(arabic['field.number.label'])).toBeVisible();
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  // Mirrored: the radio's label starts at the right edge of the item, not the left.
  const item = dropIn.getByRole('radio', { name: arabic['msg.cardFormTitle'] });
  const [radioBox, listBox] = await Promise.all([item.boundingBox(), dropIn.boundingBox()]);
  expect(radioBox && listBox && radioBox.x > listBox.x + listBox.width / 2).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
});

/** Records, from before the page's HTML is parsed, every layout shift and whether `english` ever showed in the page's text. */
async function watchFirstPaint(page: Page, english: readonly string[]) {
  await page.addInitScript((phrases) => {
    const seen = { shift: 0, english: [] as string[] };
    Object.assign(window, { __firstPaint: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.shift += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      const text = document.body?.innerText ?? '';
      for (const phrase of phrases) if (text.includes(phrase) && !seen.english.includes(phrase)) seen.english.push(phrase);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, english);
  return () => page.evaluate(() => (window as unknown as { __firstPaint: { shift: number; english: string[] } }).__firstPaint);
}

/** The page's first HTML as the server sent it (before any script ran), its Content-Language, then what was seen once the app runs. */
async function firstLoad(page: Page, path: string, english: readonly string[]) {
  const watched = await watchFirstPaint(page, english);
  const hydration: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|did not match|didn't match/i.test(m.text())) hydration.push(m.text());
  });
  const response = await page.goto(path);
  if (!response) throw new Error(`No response for ${path}`);
  const html = await response.text();
  // The app has hydrated (its texts and screens loaded) and has had time to switch, were it going to.
  await page.waitForFunction(() => document.querySelectorAll('script[type="module"]').length > 0);
  await page.waitForLoadState('networkidle');
  expect(hydration).toEqual([]);
  return { html, language: response.headers()['content-language'], ...(await watched()) };
}

test.describe('a browser that says de-DE', () => {
  test.use({ locale: 'de-DE' });

  test('receives the landing and the quiz in German in their first HTML, never shows English, and nothing shifts (issue 44)', async ({ page }) => {
    const landing = await firstLoad(page, paths.landing, ['How sharp is your mind today?', 'Start the test']);
    expect(landing.html).toMatch(/<html lang="de" dir="ltr"/);
    expect(landing.html).toContain(`<h1>${appGerman['landing.heading']}</h1>`);
    expect(landing.html).not.toContain('How sharp is your mind today?');
    expect(landing.language).toBe('de');
    expect([landing.english, landing.shift]).toEqual([[], 0]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(appGerman['landing.heading']);
    const quiz = await firstLoad(page, paths.quiz, ['Question 1 of 20']);
    expect(quiz.html).toContain(appGerman['quiz.questionOf'].replace('{step}', '1').replace('{count}', '20'));
    expect(quiz.html).toContain(appGerman['items.q1']);
    expect([quiz.english, quiz.shift, quiz.language]).toEqual([[], 0, 'de']);
  });

  test('gets the landing, the quiz, the sign-in page and the widget in German without any flag, the amount as German writes dollars', async ({ page }) => {
    await page.goto(paths.landing);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(appGerman['landing.heading']);
    await expect(page.getByRole('combobox', { name: appGerman['footer.language'] })).toBeVisible();
    await page.getByRole('link', { name: appGerman['landing.start'] }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(appGerman['items.q1']);
    await expect(page.getByText('Frage 1 von 20')).toBeVisible();
    // The account pages follow the browser too (issue 33): German words, the header's among them.
    await page.goto(paths.signIn);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(appGerman['account.signInTitle']);
    await expect(page.getByRole('link', { name: appGerman['account.forgot'] })).toBeVisible();
    await expect(page.getByRole('link', { name: appGerman['account.home'] })).toBeVisible();
    const modal = await openCheckout(page, 'lang-de', null, appGerman);
    await expect(modal.getByRole('button', { name: /^Bezahlen 1,00\s\$$/ })).toBeVisible();
    await expect(page.frameLocator(`iframe[title="${german['msg.cardFrameTitle']}"]`).getByLabel(german['field.number.label'])).toBeVisible();
  });
});

test.describe('a browser that says ar-EG', () => {
  test.use({ locale: 'ar-EG' });

  test('receives the landing and the quiz right to left in Arabic in their first HTML, and nothing shifts (issue 44)', async ({ page }) => {
    for (const [path, words] of [[paths.landing, appArabic['landing.heading']], [paths.quiz, appArabic['items.q1']]] as const) {
      const load = await firstLoad(page, path, ['How sharp is your mind today?', 'Question 1 of 20']);
      expect(load.html).toMatch(/<html lang="ar" dir="rtl"/);
      expect(load.html).toContain(words);
      expect([load.english, load.shift, load.language]).toEqual([[], 0, 'ar']);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
  });
});
