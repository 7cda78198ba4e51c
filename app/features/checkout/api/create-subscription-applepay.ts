import { array, looseObject, maxLength, minLength, optional, pipe, safeParse, string } from 'valibot';
import { AGREED_TO_CURRENT_TERMS } from '../../../../catalog/renewal-terms';
import { appConfig } from '../../../config/env';
import { fetchJson } from '../../../lib/fetch-json';
import { valibotParser } from '../../../lib/valibot-parser';
import type { SignedInBuyer } from '../../../lib/auth/signed-in-buyer';
import type { Locale } from '../../../../widget';

/** "If an id comes back" (app §4 in docs/spec-coverage.md): an answer without one is not a subscription. */
const CreateApplePayResponse = valibotParser(looseObject({ id: optional(pipe(string(), minLength(1))) }));

/** The Apple Pay billing contact fields the app reads (ApplePayPaymentContact); everything else is ignored. */
const upTo = (n: number) => optional(pipe(string(), maxLength(n)));
const BillingContact = looseObject({
  givenName: upTo(200),
  familyName: upTo(200),
  countryCode: upTo(2),
  administrativeArea: upTo(200),
  postalCode: upTo(20),
  locality: upTo(200),
  addressLines: optional(pipe(array(pipe(string(), maxLength(200))), maxLength(4))),
  phoneNumber: upTo(40),
});

/** The subscription service's Address (app §3 in docs/spec-coverage.md) from Apple Pay's billing contact; empty fields when none was asked for. */
export function addressOf(billingContact: unknown): Record<'first_name' | 'last_name' | 'country' | 'state' | 'zip' | 'city' | 'address' | 'address2' | 'phone', string> {
  const parsed = safeParse(BillingContact, billingContact);
  const c = parsed.success ? parsed.output : {};
  return {
    first_name: c.givenName ?? '',
    last_name: c.familyName ?? '',
    country: c.countryCode ?? '',
    state: c.administrativeArea ?? '',
    zip: c.postalCode ?? '',
    city: c.locality ?? '',
    address: c.addressLines?.[0] ?? '',
    address2: c.addressLines?.[1] ?? '',
    phone: c.phoneNumber ?? '',
  };
}

export interface CreateApplePaySubscriptionInput {
  readonly planId: string;
  readonly email: string;
  /** The ApplePayPaymentToken the widget handed over (PaymentEvents.onApplePayAuthorized). */
  readonly token: unknown;
  readonly billingContact?: unknown;
  readonly attribution: Readonly<Record<string, unknown>>;
  /** `?vault=` of the subscription route (app §2 in docs/spec-coverage.md), passed through. */
  readonly vault: string | null;
  /** The payment session's execution: the service charges the token through it (docs/decisions/0006). */
  readonly executionId: string;
  /** The language the shopper bought in (issue 33): the receipt and every later email speak it. */
  readonly language: Locale;
}

/**
 * POST /subs/create-no-user-applepay, or POST /subs/create-applepay with the verified ID token and
 * firebase_id / apple_token for a signed-in buyer (app §7 in docs/spec-coverage.md, plus execution_id of ADR 6).
 * Resolves the new subscription's id, or null when the service answered without one; rejects with HttpError.
 */
export async function createApplePaySubscription(input: CreateApplePaySubscriptionInput, buyer: SignedInBuyer | null): Promise<string | null> {
  const address = addressOf(input.billingContact);
  const path = buyer ? '/subs/create-applepay' : '/subs/create-no-user-applepay';
  // One key per authorized sheet (the widget hands each over once); the service itself keeps one subscription per execution.
  const key = { 'Idempotency-Key': `${path.slice('/subs/'.length)}-${input.executionId}-${crypto.randomUUID()}` };
  const answer = await fetchJson(`${appConfig().serviceOrigin}${path}`, CreateApplePayResponse, {
    method: 'POST',
    headers: buyer ? { ...key, 'x-id-token': buyer.idToken } : key,
    body: JSON.stringify({
      ...(buyer ? buyer.ref : {}),
      plan_id: input.planId,
      email: input.email,
      token: input.token,
      attribution: input.attribution,
      address,
      display_name: [address.first_name, address.last_name].filter(Boolean).join(' '),
      ...(input.vault !== null ? { vault: input.vault } : {}),
      execution_id: input.executionId,
      // The sheet's recurring terms and the checkout's text beside it are this version (issue 29).
      consent: AGREED_TO_CURRENT_TERMS,
      language: input.language,
    }),
  });
  return answer.id ?? null;
}
