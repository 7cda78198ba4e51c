/**
 * QA without code (issue 28), in a real browser: a scenario built step by step in the console's
 * editor (refused while a step is invalid, the field named), saved and bought with its ?scenario=;
 * a test-card session saved as a scenario replays with the same journal; a connection reset on the
 * second poll is ridden out by the widget (widget §9 in docs/spec-coverage.md: a failed poll is retried, weighing 5 attempts).
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures/test';
import { paths } from '../app/config/paths';
import { MESSAGES } from '../widget/messages';
import { shopperEmail } from './fixtures/shopper-email';
import { E2E_ORIGINS } from './origins';
import { Checkout } from './pages/checkout';
import { executionOfNextSession, sessionOf, type JournalEntry } from './pages/journal';

const CARD = { holder: 'Grace Hopper', number: '4242 4242 4242 4242', expiry: '12/34', cvv: '123' };
const DECLINED_TEST_CARD = { ...CARD, number: '4000 0000 0000 0002' };
const unique = (name: string) => `${name}-${Date.now().toString(36)}`;

/** A journal as comparable steps: method, path without ids or query, status. */
const steps = (journal: readonly JournalEntry[]) => journal.map((e) => `${e.method} ${e.path.split('?')[0]?.replace(/exe_[^/]+/, 'exe_…')} ${e.status}`);

async function editorStep(page: Page, title: RegExp) {
  return page.locator('#scenario-editor li.step').filter({ has: page.getByRole('heading', { name: title }) });
}

async function addStep(page: Page, label: string): Promise<void> {
  await page.getByLabel('Add a step').selectOption({ label });
  await page.getByRole('button', { name: 'Add step' }).click();
}

async function buy(page: Page, query: string, card: typeof CARD, email: string): Promise<{ checkout: Checkout; executionId: Promise<string> }> {
  const checkout = new Checkout(page);
  const executionId = executionOfNextSession(page);
  await checkout.open(email, query);
  await checkout.typeCard(card);
  await expect(checkout.payButton).toBeEnabled();
  await checkout.payButton.click();
  return { checkout, executionId };
}

async function tryAgain(page: Page, checkout: Checkout): Promise<void> {
  await expect(page.getByText(MESSAGES.authorizationFailed, { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: MESSAGES.tryAgain }).click();
  await expect(checkout.payButton).toBeEnabled();
  await checkout.payButton.click();
}

const scenarioSaved = async (request: APIRequestContext, id: string) => (await request.get(`${E2E_ORIGINS.service}/qa/api/scenarios/${id}`)).status();

test('a scenario built in the editor without code is refused while invalid, saved, and a purchase ends as it says', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const id = unique('authorize-502-twice-then-3ds-declined');
  await page.goto(`${E2E_ORIGINS.service}/qa`);
  const editor = page.locator('#scenario-editor');
  await editor.getByLabel('Id', { exact: true }).fill(id);
  await editor.getByLabel('Title').fill('Authorize 502 twice, then 3-D Secure, then declined');
  await editor.getByLabel('Description').fill('Two authorize calls answer 502; the third is accepted, the first poll asks for 3-D Secure, the issuer declines.');

  const poll = await editorStep(page, /^Poll 1/);
  await poll.getByRole('checkbox', { name: 'authorizeSuccessful' }).uncheck();
  await poll.getByRole('checkbox', { name: 'authorizePending' }).check();
  await poll.getByRole('checkbox', { name: /^Action Required/ }).check();
  await addStep(page, '3-D Secure');
  await (await editorStep(page, /^3-D Secure/)).getByLabel('On Complete').selectOption('authorizeFailed');
  await addStep(page, 'Fault');
  const fault = await editorStep(page, /^Fault 1/);
  await fault.getByLabel('Route').selectOption('provider.authorize');
  await fault.getByLabel('Kind').selectOption('http-status');
  await fault.getByLabel('Status').selectOption('502');
  await fault.getByLabel('Times').fill('2');
  const end = await editorStep(page, /^Expected end/);
  await end.getByLabel('Widget Event').selectOption('failure');
  await end.getByLabel('Failure Code').selectOption('AUTHORIZATION_ERROR');
  await end.getByLabel('Key').selectOption('authorizationFailedAfter3ds');

  // A step left invalid: the first call a fault hits is counted from 1.
  await fault.getByLabel('From').fill('0');
  await expect(fault.getByLabel('From')).toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Save scenario' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toContainText('faults.0.from');
  expect(await scenarioSaved(request, id)).toBe(404);

  await fault.getByLabel('From').fill('1');
  await expect(page.locator('#editor-errors')).toBeEmpty();
  await page.getByRole('button', { name: 'Save scenario' }).click();
  await expect(page.getByText(`Saved “${id}”.`)).toBeVisible();
  expect(await scenarioSaved(request, id)).toBe(200);
  const tryIt = page.getByRole('link', { name: /Try it/ });
  await expect(tryIt).toHaveAttribute('href', new RegExp(`\\?scenario=${id}$`));
  await expect(page.getByRole('link', { name: 'Export file' })).toHaveAttribute('href', `/qa/api/scenarios/${id}/export`);

  // The purchase, in a new page as "Try it" opens it: 502, 502, then the challenge, then declined. The
  // polls' waits (2 s before the first) pass in fake time, a poll step at a go.
  const shop = await context.newPage();
  await shop.clock.install();
  const { checkout, executionId } = await buy(shop, `?scenario=${id}`, CARD, shopperEmail('editor'));
  await tryAgain(shop, checkout);
  await tryAgain(shop, checkout);
  const challenge = shop.getByRole('dialog', { name: 'Verify your payment with your bank' });
  await checkout.advanceUntil(challenge);
  await expect(challenge).toBeVisible();
  await shop.frameLocator('iframe[title="3-D Secure verification"]').getByRole('button', { name: 'Complete authentication' }).click();
  const declined = shop.getByText(MESSAGES.authorizationFailedAfter3ds, { exact: true });
  await checkout.advanceUntil(declined);
  await expect(declined).toBeVisible();
  await expect(checkout.paymentSection).toHaveAttribute('data-failure-code', 'AUTHORIZATION_ERROR');
  const session = await sessionOf(request, await executionId);
  expect(session.journal.filter((e) => e.path.endsWith('/authorize')).map((e) => e.status)).toEqual([502, 502, 200]);
});

test('a session paid with a test card, saved as a scenario, replays with the same journal', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  // The polls' waits pass in fake time, a poll step at a go (the QA console's page shares the clock: it is only clicked).
  await page.clock.install();
  const declined = (shop: Page) => shop.getByText(MESSAGES.authorizationFailed, { exact: true });
  const first = await buy(page, '', DECLINED_TEST_CARD, shopperEmail('recorded'));
  await first.checkout.advanceUntil(declined(page));
  await expect(declined(page)).toBeVisible();
  const recordedExecution = await first.executionId;

  const id = unique('recorded-decline');
  const qa = await context.newPage();
  await qa.goto(`${E2E_ORIGINS.service}/qa`);
  const row = qa.locator(`details.session[data-id="${recordedExecution}"]`);
  await row.locator('summary').click();
  qa.once('dialog', (dialog) => void dialog.accept(id));
  await row.getByRole('button', { name: 'Save as scenario' }).click();
  await expect(row.getByText(`Saved as scenario “${id}”`)).toBeVisible();

  const replay = await context.newPage();
  const second = await buy(replay, `?scenario=${id}`, CARD, shopperEmail('replayed'));
  await second.checkout.advanceUntil(declined(replay));
  await expect(declined(replay)).toBeVisible();
  const recorded = await sessionOf(request, recordedExecution);
  const replayed = await sessionOf(request, await second.executionId);
  expect(replayed.scenarioRun).toBe(id);
  expect(steps(replayed.journal)).toEqual(steps(recorded.journal));
});

test('a connection reset on the second poll is ridden out: the widget polls again and ends in success', async ({ page, request }) => {
  test.setTimeout(90_000);
  const id = unique('reset-on-second-poll');
  const saved = await request.post(`${E2E_ORIGINS.service}/qa/api/scenarios/${id}`, {
    data: {
      title: 'Connection reset on the second poll, then authorized',
      description: 'The second execution poll gets its connection reset; the widget retries and is authorized.',
      provider: { authorize: { kind: 'accepted' }, polls: [{ kind: 'statuses', append: [] }, { kind: 'statuses', append: [] }, { kind: 'statuses', append: ['authorizeSuccessful'] }] },
      faults: [{ route: 'provider.poll', from: 2, times: 1, fault: { kind: 'connection-reset' } }],
      expect: { widgetEvent: 'success', shopperMessage: { source: 'widget', key: 'paymentSuccessful' }, subscriptionCreated: true },
    },
  });
  expect(saved.status()).toBe(201);
  const { executionId } = await buy(page, `?scenario=${id}`, CARD, shopperEmail('reset'));
  // Success: the subscription is recorded and the app moves on to the offers (app §4 in docs/spec-coverage.md).
  await expect(page).toHaveURL(new RegExp(paths.offers), { timeout: 30_000 });
  const polls = (await sessionOf(request, await executionId)).journal.filter((e) => e.method === 'GET' && /\/executions\/[^/]+$/.test(e.path.split('?')[0] ?? ''));
  // The second poll was reset (journaled with status 0), the widget went on polling.
  expect(polls.map((e) => e.status).slice(0, 4)).toEqual([200, 0, 200, 200]);
});
