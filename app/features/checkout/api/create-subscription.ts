import type { CreateSubscriptionRequest } from '../../../../contracts/subscriptions';
import { SubscriptionIdResponse } from '../../../../contracts/subscription-answers';
import { AGREED_TO_CURRENT_TERMS } from '../../../../catalog/renewal-terms';
import { appConfig } from '../../../config/env';
import { fetchJson } from '../../../lib/fetch-json';
import { valibotParser } from '../../../lib/valibot-parser';
import type { SignedInBuyer } from '../../../lib/auth/signed-in-buyer';
import type { Locale } from '../../../../widget';

export interface CreateSubscriptionInput {
  readonly planId: string;
  readonly email: string;
  readonly executionId: string;
  readonly attribution: Readonly<Record<string, unknown>>;
  /** The language the shopper bought in (issue 33): the receipt and every later email speak it. */
  readonly language: Locale;
}

/**
 * POST /subs/create-no-user for an anonymous buyer, POST /subs/create with the verified ID token for a
 * signed-in one (app §7 in docs/spec-coverage.md: firebase_id, or apple_token for an Apple-authenticated user); the
 * service checks with the provider that the charge was authorized, and links a signed-in buyer's
 * subscription to the token's user.
 */
export function createSubscription(input: CreateSubscriptionInput, buyer: SignedInBuyer | null): Promise<{ id: string }> {
  const body = {
    plan_id: input.planId,
    email: input.email,
    attribution: input.attribution,
    card: { execution_id: input.executionId },
    // The checkout shows this version's words beside the pay button: paying is agreeing to them (issue 29).
    consent: AGREED_TO_CURRENT_TERMS,
    language: input.language,
  } satisfies CreateSubscriptionRequest;
  const path = buyer ? '/subs/create' : '/subs/create-no-user';
  return fetchJson(`${appConfig().serviceOrigin}${path}`, valibotParser(SubscriptionIdResponse), {
    method: 'POST',
    // One key per charge (the service scopes signed-in keys by user): a double click or a retry never makes a second subscription.
    headers: buyer ? { 'Idempotency-Key': `create-${input.executionId}`, 'x-id-token': buyer.idToken } : { 'Idempotency-Key': `create-no-user-${input.executionId}` },
    body: JSON.stringify(buyer ? { ...body, ...buyer.ref } : body),
  });
}
