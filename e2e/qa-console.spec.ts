/**
 * The QA console in a real browser: its built script loads from the service origin under the page's
 * CSP nonce (no violation), lists a payment session QA just started, runs an item calibration (or says
 * why not), and the filter narrows the session away.
 */
import { expect, test } from './fixtures/test';
import { E2E_ORIGINS } from './origins';

test('the console runs its built script under its CSP and lists a new payment session', async ({ page, request }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  const started = await request.get(`${E2E_ORIGINS.service}/init/session?plan=pro_weekly_trial&scenario=declined`);
  expect(started.ok()).toBe(true);
  const { execution } = (await started.json()) as { execution: { id: string } };

  await page.goto(`${E2E_ORIGINS.service}/qa`);
  const session = page.locator(`details.session[data-id="${execution.id}"]`);
  await expect(session).toBeVisible();
  await expect(session.locator('summary')).toContainText('declined');

  await page.getByLabel('Filter everything').fill('no-such-session-anywhere');
  await expect(session).toHaveCount(0);
  await expect(page.getByText('No session matches the filter.')).toBeVisible();
  expect(violations).toEqual([]);

  // Item calibration (issue 27): the button runs one and shows its figures, or the service's refusal while too few
  // answers are stored (a 409 the browser logs, hence after the CSP check).
  const calibration = page.getByRole('region', { name: 'Item calibration' });
  await expect(calibration).toContainText(/No calibration yet: every item has its provisional parameters\.|Live: version \d+/);
  await calibration.getByRole('button', { name: 'Run calibration' }).click();
  await expect(calibration.getByRole('status')).toContainText(/Not calibrated\. (Nothing to calibrate|Too few answers to calibrate: the most-answered item has \d+ of the 200)|Calibration \d+ stored/);
  await expect(calibration.getByRole('button', { name: 'Run calibration' })).toBeEnabled();
});
