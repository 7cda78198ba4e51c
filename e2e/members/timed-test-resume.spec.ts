/**
 * No work lost in silence (issue 31): leaving a timed IQ test asks first; coming back resumes at the
 * question the taker was on (the service holds the sitting), answers kept and the clock still running, or, once the time has run out
 * while they were away, says plainly that the attempt was abandoned. Never a silent restart.
 */
import { expect, test } from '../fixtures/test';
import { paths } from '../../app/config/paths';
import { MembersArea, SECTIONS } from './members-area';
import { newSubscriber } from './subscriber';

const ARTICLES = SECTIONS[3];

test('leaving the verbal test asks first; coming back resumes it; after its 8 minutes it is abandoned, not restarted', async ({ page, request }) => {
  await page.clock.install();
  const user = await newSubscriber(request, 'resume');
  const area = new MembersArea(page);
  await area.enter(paths.memberPages.iqTest('verbal'), user);
  for (const n of [1, 2]) {
    await expect(page.getByText(`Question ${n} · at most 16`)).toBeVisible();
    await page.getByRole('radio').nth(n).click();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.getByText('Question 3 · at most 16')).toBeVisible();
  const precision = await page.getByRole('progressbar', { name: 'Precision' }).getAttribute('aria-valuenow');

  // A link inside the app is held back: staying keeps the test, leaving goes.
  const nav = area.nav.getByRole('link', { name: new RegExp(`^(${ARTICLES.nav}|${ARTICLES.short})$`) });
  await nav.click();
  const ask = page.getByRole('dialog', { name: 'Leave the test?' });
  await expect(ask).toContainText('Come back within');
  await ask.getByRole('button', { name: 'Stay in the test' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${paths.memberPages.iqTest('verbal')}$`));
  await nav.click();
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { level: 1, name: ARTICLES.heading })).toBeVisible();

  // Two minutes away, then back: question 3, the answers kept (the same precision), the clock not reset.
  await page.clock.fastForward('02:00');
  await page.goto(paths.memberPages.iqTest('verbal'));
  await expect(page.getByText('Question 3 · at most 16')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Precision' })).toHaveAttribute('aria-valuenow', precision ?? 'missing');
  await expect(page.getByRole('status').filter({ hasText: 'Welcome back: you are on question 3.' })).toBeVisible();
  const timer = page.getByRole('timer');
  const left = await timer.textContent();
  const [m, s] = (left ?? '').split(':').map(Number);
  expect((m ?? 99) * 60 + (s ?? 99)).toBeLessThanOrEqual(6 * 60);

  // Away past the limit: the attempt is said to be abandoned, and a new one starts only when asked.
  await page.goto(paths.webapp.articles);
  await page.clock.fastForward('07:00');
  await page.goto(paths.memberPages.iqTest('verbal'));
  await expect(page.getByRole('heading', { level: 1, name: 'Verbal analogies: attempt abandoned' })).toBeVisible();
  await expect(page.getByText(/left this attempt at question 3, and its 8-minute limit ran out/)).toBeVisible();
  await expect(page.getByText(/Question \d+ · at most 16/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Start a new attempt' }).click();
  await expect(page.getByText('Question 1 · at most 16')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText('8:00');
});
