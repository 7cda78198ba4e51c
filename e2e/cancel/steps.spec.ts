/**
 * Issue 29: cancelling never takes more steps than buying. The same counter (e2e/fixtures/step-counter.ts:
 * each click and each field filled, in every frame) follows a card purchase from the checkout page to
 * the offers, then the same buyer's cancellation without an account, from its page to the confirmation.
 */
import { expect, test } from '../fixtures/test';
import { shopperEmail } from '../fixtures/shopper-email';
import { StepCounter } from '../fixtures/step-counter';
import { Checkout } from '../pages/checkout';
import { CancelByEmail } from './cancel-by-email';
import { cancelCodeFor } from './outbox';

const CARD = { holder: 'Ada Lovelace', number: '4242424242424242', expiry: '12/34', cvv: '123' };

test('cancelling takes no more steps than buying: a card purchase, then its cancellation by email', async ({ page, request }, testInfo) => {
  const steps = await StepCounter.attach(page);
  const email = shopperEmail('steps');
  await page.clock.install();
  const checkout = new Checkout(page);
  await checkout.open(email, '');
  await checkout.payAndSaveCard(CARD);
  const buying = steps.take();

  const cancel = new CancelByEmail(page);
  await cancel.requestCode(email);
  await cancel.confirmCode(await cancelCodeFor(request, email));
  await expect(cancel.cancelled).toBeVisible();
  const cancelling = steps.take();

  testInfo.annotations.push({ type: 'steps', description: `buying ${buying.length}, cancelling ${cancelling.length}` });
  // Both journeys were counted (the card fields inside the vault frame too), then compared.
  expect(buying.filter((s) => s.startsWith('field ') && s.includes('/vault')).length).toBeGreaterThanOrEqual(3);
  expect(cancelling.length).toBeGreaterThanOrEqual(4);
  expect(cancelling.length).toBeLessThanOrEqual(buying.length);
});
