/**
 * What code each funnel screen fetches (issue 13): the payment widget, Firebase and the members'
 * area and games never load on the landing or the quiz, and the route the visitor needs next is
 * fetched ahead (the quiz from the landing, the checkout from the email step). Chunk files are
 * named from the build's manifest, so the hashes need no edit here.
 */
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures/test';
import { readManifest } from '../scripts/vite-manifest';

const app = readManifest(join(process.env.DIST_DIR ?? 'dist', 'app'));
const fileOf = (src: string) => {
  const file = app[src]?.file;
  if (!file) throw new Error(`The build manifest has no ${src}.`);
  return `/${file}`;
};
const QUIZ = fileOf('features/quiz/QuizPage.tsx');
const CHECKOUT = fileOf('features/checkout/SubscriptionPage.tsx');

/** Chunks that load only when the visitor gets there: widget, Firebase, members' area, games, and the checkout. */
const laterOnly = new Map(
  Object.values(app)
    .filter((c) => c.name === 'widget' || c.name === 'firebase' || /^features\/(members|games|checkout)\//.test(c.src ?? ''))
    .map((c) => [`/${c.file}`, c.src ?? c.name ?? c.file]),
);

/** The app's script paths the page requests from now on. */
function scriptsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.endsWith('.js')) seen.push(pathname);
  });
  return seen;
}

const laterOnlyIn = (scripts: readonly string[]) => scripts.filter((s) => laterOnly.has(s)).map((s) => laterOnly.get(s));

test('the landing fetches the quiz ahead and nothing of the checkout, widget, Firebase or members', async ({ page }) => {
  const scripts = scriptsOf(page);
  const quizFetched = page.waitForRequest((r) => new URL(r.url()).pathname === QUIZ);
  await page.goto('/mindmetric/');
  await quizFetched;
  await page.waitForLoadState('networkidle');
  expect(laterOnly.size).toBeGreaterThan(10);
  expect(laterOnlyIn(scripts)).toEqual([]);
});

test('the first question loads nothing of the checkout, widget, Firebase or members', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/mindmetric/quiz');
  await expect(page.getByText('Question 1 of 20')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts).toContain(QUIZ);
  expect(laterOnlyIn(scripts)).toEqual([]);
});

test('the email step fetches the checkout ahead, before the visitor submits', async ({ page }) => {
  const scripts = scriptsOf(page);
  const checkoutFetched = page.waitForRequest((r) => new URL(r.url()).pathname === CHECKOUT);
  await page.goto('/mindmetric/quiz?step=21');
  await expect(page.getByRole('heading', { name: 'Enter your email to unlock your results' })).toBeVisible();
  await checkoutFetched;
  expect(page.url()).toMatch(/\/mindmetric\/quiz\?step=21$/);
  // What the checkout needs comes with it; the members' area and Firebase still do not.
  await page.waitForLoadState('networkidle');
  expect(laterOnlyIn(scripts).filter((s) => !/^(features\/checkout\/|widget$)/.test(s ?? ''))).toEqual([]);
});
