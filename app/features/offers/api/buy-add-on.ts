import { AddOnResponse, type AddOnRequest } from '../../../../contracts/subscriptions';
import { appConfig } from '../../../config/env';
import { fetchJson } from '../../../lib/fetch-json';
import { subscriptionAttribution } from '../../../lib/tracking/subscription-attribution';

export interface BuyAddOnInput {
  readonly planId: string;
  readonly email: string;
  readonly subscriptionId: string;
}

/**
 * POST /subs/create-no-user with subscription_id (app §4 in docs/spec-coverage.md, additional offer): the service
 * charges the subscription's stored instrument; no card is entered again.
 */
export async function buyAddOn(input: BuyAddOnInput, accountHeaders: Readonly<Record<string, string>> = {}): Promise<{ id: string }> {
  const attribution = await subscriptionAttribution();
  return fetchJson(`${appConfig().serviceOrigin}/subs/create-no-user`, AddOnResponse, {
    method: 'POST',
    // One key per subscription and add-on: a double tap or a retry never charges twice.
    // A member's ID token (accountHeaders) proves the subscription theirs when the email it was bought with differs.
    headers: { 'Idempotency-Key': `add-on-${input.subscriptionId}-${input.planId}`, ...accountHeaders },
    body: JSON.stringify({ plan_id: input.planId, email: input.email, attribution, subscription_id: input.subscriptionId } satisfies AddOnRequest),
  });
}
