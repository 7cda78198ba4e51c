import type { CreateSubscriptionRequest } from '../../../../contracts/subscriptions';
import { SubscriptionIdResponse } from '../../../../contracts/subscription-answers';
import { RENEWAL_TERMS_VERSION } from '../../../../catalog/renewal-terms';
import { appConfig } from '../../../config/env';
import { fetchJson } from '../../../lib/fetch-json';
import { valibotParser } from '../../../lib/valibot-parser';

export interface CreateSubscriptionInput {
  readonly planId: string;
  readonly email: string;
  readonly executionId: string;
  readonly attribution: Readonly<Record<string, unknown>>;
}

/** POST /subs/create-no-user: the service checks with the provider that the charge was authorized. */
export function createSubscriptionNoUser(input: CreateSubscriptionInput): Promise<{ id: string }> {
  return fetchJson(`${appConfig().serviceOrigin}/subs/create-no-user`, valibotParser(SubscriptionIdResponse), {
    method: 'POST',
    // One key per charge: a double click or a retry never makes a second subscription.
    headers: { 'Idempotency-Key': `create-no-user-${input.executionId}` },
    body: JSON.stringify({
      plan_id: input.planId,
      email: input.email, attribution: input.attribution,
      card: { execution_id: input.executionId },
      // The checkout shows this version's words beside the pay button: paying is agreeing to them (issue 29).
      consent: { terms_version: RENEWAL_TERMS_VERSION },
    } satisfies CreateSubscriptionRequest),
  });
}
