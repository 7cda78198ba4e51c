/**
 * Funnel tracking: with wmq=1 the funnel's events reach POST /event in order, with the attribution
 * context; without wmq nothing is recorded. Checked through the QA console's API.
 */
import { faker } from '@faker-js/faker';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { FUNNEL_EVENTS } from '../app/features/tracking/funnel-events';
import { paths } from '../app/config/paths';
import { E2E_ORIGINS } from './origins';
import { Funnel } from './pages/funnel';
import { shopperEmail } from './fixtures/shopper-email';

const CARD = { holder: 'Ada Lovelace', number: '4242 4242 4242 4242', expiry: '12/34', cvv: '123' };

interface RecordedEvent {
  event: string;
  attribution: { campaign: Record<string, string> };
}

async function eventsOf(request: APIRequestContext, campaign: string): Promise<RecordedEvent[]> {
  const res = await request.get(`${E2E_ORIGINS.service}/qa/api/events?campaign=${encodeURIComponent(campaign)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as RecordedEvent[]).reverse();
}

for (const wmq of [true, false]) {
  test(`funnel ${wmq ? 'with' : 'without'} wmq=1 ${wmq ? 'records its events in order' : 'records nothing'}`, async ({ page, request }) => {
    const campaign = `e2e-${faker.string.alphanumeric(10)}`;
    const funnel = new Funnel(page);
    await funnel.start(`?campaign_id=${campaign}&campaign_name=Spring&${wmq ? 'wmq=1&' : ''}scenario=success`);
    await funnel.answerAll();
    await funnel.giveEmail(shopperEmail('tracking'));
    await funnel.typeCard(CARD);
    await funnel.payButton.click();
    await expect(page).toHaveURL(new RegExp(paths.offers));
    await expect(page.getByRole('heading', { name: 'Your subscription is active' })).toBeVisible();

    if (!wmq) {
      // Give any stray request time to land before asserting absence.
      await page.waitForTimeout(500);
      expect(await eventsOf(request, campaign)).toEqual([]);
      return;
    }
    const expected = ['intro_shown', 'intro_success', 'email_success', 'subscription_shown', 'modal_payment_shown', 'card_submit', 'modal_payment_submit', 'ecommerce_purchase', 'offers_shown', 'results_product_shown'];
    await expect.poll(async () => (await eventsOf(request, campaign)).length).toBe(expected.length);
    const events = await eventsOf(request, campaign);
    expect(events.map((e) => e.event)).toEqual(expected);
    // The expected list follows the spec's own order of events.
    expect(expected.map((name) => FUNNEL_EVENTS.indexOf(name as (typeof FUNNEL_EVENTS)[number]))).toEqual(
      [...expected.map((name) => FUNNEL_EVENTS.indexOf(name as (typeof FUNNEL_EVENTS)[number]))].sort((a, b) => a - b),
    );
    for (const e of events) expect(e.attribution.campaign).toMatchObject({ campaign_id: campaign, campaign_name: 'Spring', project: 'mindmetric' });
  });
}
