/**
 * Screenshots of the funnel on a phone and a desktop, for people to look at (not a test).
 * Start the product first (`npm start`), then: npx tsx scripts/screenshots.ts [appOrigin] [outDir]
 */
import { chromium, devices, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { QUESTIONS } from '../app/features/quiz/questions';

const origin = process.argv[2] ?? 'http://localhost:3000';
const out = process.argv[3] ?? 'screenshots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function funnel(page: Page, name: string, scenario: string): Promise<void> {
  const shot = (step: string) => page.screenshot({ path: `${out}/${name}-${step}.png`, fullPage: true });
  await page.goto(`${origin}/mindmetric/?scenario=${scenario}`);
  await page.getByRole('link', { name: 'Start the test' }).waitFor();
  await shot('1-landing');
  await page.getByRole('link', { name: 'Start the test' }).click();
  for (const q of QUESTIONS) {
    await page.getByRole('heading', { name: q.prompt }).waitFor();
    if (q.id === 3) await shot('2-question');
    await page.getByRole('radio', { name: q.answers[q.correct] }).first().click();
  }
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'See my results' }).click();
  await shot('3-email-error');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('button', { name: 'See my results' }).click();
  const frame = page.frameLocator('iframe[title="Secure card payment fields"]');
  await frame.getByLabel('Card number').waitFor();
  await shot('4-checkout');
  await frame.getByLabel('Name on card').fill('Ada Lovelace');
  await frame.getByLabel('Card number').pressSequentially('4242424242424241');
  await frame.getByLabel('Expiry (MM/YY)').pressSequentially('1234');
  await frame.getByLabel('Security code').click();
  await shot('5-card-error');
  await frame.getByLabel('Card number').fill('');
  await frame.getByLabel('Card number').pressSequentially('4242424242424242');
  await frame.getByLabel('Security code').pressSequentially('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  if (scenario === 'success') {
    await page.getByRole('heading', { name: 'Your subscription is active' }).waitFor();
    await shot('6-offers');
  } else {
    await page.getByText('Authorization failed, please try again.').waitFor();
    await shot('6-declined');
  }
}

for (const [name, options] of [
  ['phone', devices['Pixel 7']],
  ['desktop', { viewport: { width: 1280, height: 900 } }],
] as const) {
  const context = await browser.newContext(options);
  await funnel(await context.newPage(), name, 'success');
  await context.close();
}
const context = await browser.newContext(devices['Pixel 7']);
await funnel(await context.newPage(), 'phone-declined', 'declined');
await browser.close();
console.log(`Screenshots written to ${out}/`);
