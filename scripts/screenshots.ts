/**
 * Screenshots of every funnel screen on a 390 px phone and a 1280 px desktop, for people to look at
 * (not a test). Start the product first (`npm start`), then:
 *   npx tsx scripts/screenshots.ts [appOrigin] [outDir]
 */
import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { CHECKOUT_TEXT } from '../app/features/checkout/checkout-text';
import { QUESTIONS } from '../catalog/quiz/questions';
import { Funnel } from '../e2e/pages/funnel';

const origin = process.argv[2] ?? 'http://localhost:3000';
const out = process.argv[3] ?? 'screenshots';
mkdirSync(out, { recursive: true });

const browser: Browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const VIEWPORTS: readonly (readonly [string, BrowserContextOptions])[] = [
  ['phone', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }],
  ['desktop', { viewport: { width: 1280, height: 900 } }],
];

const app = (path: string) => `${origin}/mindmetric${path}`;
/** The funnel buys a subscription: a new email each run, or a second run meets "already subscribed" on the same database. */
const RUN = Date.now().toString(36);

async function typeCard(page: Page, number: string): Promise<void> {
  const frame = page.frameLocator('iframe[title="Secure card payment fields"]');
  await frame.getByLabel('Card number').waitFor();
  await frame.getByLabel('Name on card').fill('Ada Lovelace');
  await frame.getByLabel('Card number').pressSequentially(number);
  await frame.getByLabel('Expiry (MM/YY)').pressSequentially('1234');
  await frame.getByLabel('Security code').pressSequentially('123');
}

async function funnel(page: Page, name: string): Promise<void> {
  const shot = (step: string) => page.screenshot({ path: `${out}/${name}-${step}.png`, fullPage: true });
  await page.goto(app('/?scenario=success&additional_offer_dc=true'));
  await page.getByRole('link', { name: 'Start the test' }).waitFor();
  await shot('01-landing');
  await page.getByRole('link', { name: 'Start the test' }).click();
  for (const q of QUESTIONS) {
    await page.getByRole('heading', { name: q.prompt }).waitFor();
    if (q.id === 2) await shot('02-question-text');
    if (q.id === 3) await shot('03-question-matrix');
    if (q.id === 3) {
      // Back restores the previous answer.
      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('heading', { name: QUESTIONS[1]?.prompt ?? '' }).waitFor();
      await shot('04-question-back');
      await page.getByRole('radio', { checked: true }).click();
      await page.getByRole('heading', { name: q.prompt }).waitFor();
    }
    await page.getByRole('radio', { name: q.answers[q.correct] }).first().click();
  }
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'See my results' }).click();
  await shot('05-email-error');
  await page.getByLabel('Email').fill(`ada+${name}-${RUN}@example.com`);
  await page.getByRole('button', { name: 'See my results' }).click();
  await page.getByRole('button', { name: CHECKOUT_TEXT.openModal }).waitFor();
  await shot('06-checkout');
  await page.getByRole('button', { name: CHECKOUT_TEXT.openModal }).click();
  const frame = page.frameLocator('iframe[title="Secure card payment fields"]');
  await frame.getByLabel('Card number').waitFor();
  await shot('06b-payment-modal');
  await frame.getByLabel('Card number').pressSequentially('4242424242424241');
  await frame.getByLabel('Security code').click();
  await shot('07-card-error');
  await frame.getByLabel('Card number').fill('');
  await typeCard(page, '4242424242424242');
  await new Funnel(page).payButton.click();
  await page.getByRole('heading', { name: 'Your subscription is active' }).waitFor();
  await shot('08-offers');
  const ultimate = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Ultimate pack' }) });
  await ultimate.getByRole('button', { name: /^Add for/ }).click();
  await ultimate.getByRole('button', { name: /^Confirm and pay/ }).click();
  await ultimate.getByText('Added to your plan').waitFor();
  await shot('09-add-on-bought');
}

async function singleScreens(page: Page, name: string): Promise<void> {
  const shot = (step: string) => page.screenshot({ path: `${out}/${name}-${step}.png`, fullPage: true });
  await page.goto(app('/subscription?plan=pro_nope'));
  await page.getByRole('alert').waitFor();
  await shot('10-unknown-plan');
  await page.goto(app('/offers'));
  const early = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Early access' }) });
  await early.getByRole('button', { name: /^Add for/ }).click();
  await early.getByRole('button', { name: /^Confirm and pay/ }).click();
  await early.getByRole('alert').waitFor();
  await shot('11-add-on-no-subscription-data');
  await page.goto(app('/subscription?vUserEmail=nobody@example.com&vSubscriptionId=sub_unknown'));
  await page.getByRole('alert').waitFor();
  await shot('12-finalize-error');
  // The email the quiz stored lives in session storage: a fresh context for the checkout-only screens.
  await page.goto(app('/subscription?redirectUserEmail=ada@example.com&sure_popup=true&skip_trial_plan=pro_3month&scenario=declined'));
  await page.getByRole('button', { name: 'Skip', exact: true }).click();
  await page.getByRole('dialog').waitFor();
  await shot('13-sure-popup');
  await page.getByRole('button', { name: 'Keep my offer' }).click();
  await page.getByRole('button', { name: CHECKOUT_TEXT.openModal }).click();
  await typeCard(page, '4242424242424242');
  await new Funnel(page).payButton.click();
  await page.getByText('Authorization failed, please try again.').waitFor();
  await shot('14-declined');
  await page.goto(app('/subscription?redirectUserEmail=ada@example.com&scenario=pending'));
  await page.getByRole('button', { name: CHECKOUT_TEXT.openModal }).click();
  await typeCard(page, '4242424242424242');
  await new Funnel(page).payButton.click();
  await page.getByText('Payment pending', { exact: true }).waitFor();
  await shot('15-pending');
  await page.goto(app('/terms'));
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shot('16-terms');
}

for (const [name, options] of VIEWPORTS) {
  for (const run of [funnel, singleScreens]) {
    const context = await browser.newContext(options);
    try {
      await run(await context.newPage(), name);
    } catch (error) {
      console.error(`${name} ${run.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots written to ${out}/`);
