import type { Amount } from '../config';
import { callPaymentApi, type Fetch } from '../http/payment-api';
import { callFailure, thrownFailure } from './call-failures';
import { EXECUTION_STATUS_CODES, type ExecutionStatusCode } from './execution';
import { failure, withError, type PaymentFailure } from './outcome';
import type { PayBillingAddress } from '../wallets/billing-address';
import { consentField, type TermsConsent } from './terms-consent';

/** The pay call's input: the session, its pay link, the entry, and the shopper's agreement to the terms shown (sent as the entry's `consent`). */
export interface PayInput {
  readonly token: string;
  readonly payLink: string | null;
  readonly entry: PayEntry;
  readonly consent: TermsConsent | null;
}

/** One payment request entry of the pay call (widget §3 in docs/spec-coverage.md). */
export interface PayEntry {
  readonly paymentMethodCode: 'applePay' | 'googlePay' | 'payPal' | 'genericRedirect';
  readonly amount: Amount;
  readonly storeInstrument?: boolean;
  readonly paymentInstrumentData?: Readonly<Record<string, unknown>>;
  /** The wallet's token (Apple Pay's as JSON, Google Pay's as given). */
  readonly paymentToken?: string;
  /** The billing contact the wallet sheet returned, when it returned one with a country. */
  readonly billingAddress?: PayBillingAddress;
  readonly providerData?: { readonly riskSessionCorrelationId?: string; readonly integrationMode?: string };
  readonly returnInfo?: { readonly success: string; readonly cancel: string; readonly error: string; readonly pending: string };
}

/** What a pay answer says: finalState.code and response.links (redirect; confirm with orderId or tokenId; 3ds). */
export interface PayAnswer {
  readonly code: ExecutionStatusCode;
  readonly actionRequired: '3ds' | null;
  readonly executionLink: string | null;
  readonly threeDsLink: string | null;
  readonly redirectLink: string | null;
  readonly confirm: { readonly href: string | null; readonly orderId: string | null; readonly tokenId: string | null } | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const hrefOf = (links: Record<string, unknown>, name: string) => (isRecord(links[name]) ? str((links[name] as Record<string, unknown>).href) : null);

/** Parses a pay answer; an unknown final state is an error, never a guess. */
export function parsePayAnswer(body: unknown): { ok: true; value: PayAnswer } | { ok: false; reason: string } {
  if (!isRecord(body) || !isRecord(body.finalState)) return { ok: false, reason: 'pay answer has no finalState' };
  const code = body.finalState.code;
  if (typeof code !== 'string' || !(EXECUTION_STATUS_CODES as readonly string[]).includes(code)) {
    return { ok: false, reason: `unknown finalState.code ${JSON.stringify(code)}` };
  }
  const response = isRecord(body.response) ? body.response : {};
  const links = isRecord(response.links) ? response.links : {};
  const confirmLink = isRecord(links.confirm) ? links.confirm : null;
  const action = confirmLink && isRecord(confirmLink.action) ? confirmLink.action : {};
  const parameters = isRecord(action.parameters) ? action.parameters : {};
  return {
    ok: true,
    value: {
      code: code as ExecutionStatusCode,
      actionRequired: response.actionRequired === '3ds' ? '3ds' : null,
      executionLink: hrefOf(links, 'execution'),
      threeDsLink: hrefOf(links, '3ds'),
      redirectLink: hrefOf(links, 'redirect'),
      confirm: confirmLink ? { href: str(confirmLink.href), orderId: str(parameters.orderId), tokenId: str(parameters.tokenId) } : null,
    },
  };
}

/** Sends the pay call with the payment headers. Never throws. */
export async function pay(input: PayInput, fetchImpl: Fetch = fetch): Promise<{ ok: true; value: PayAnswer } | { ok: false; failure: PaymentFailure }> {
  const answer = await payCall(input, fetchImpl);
  // widget §8 in docs/spec-coverage.md: every way the pay call fails is the executor's pay error.
  return answer.ok ? answer : { ok: false, failure: withError('EXECUTOR_PAY_FAILED', answer.failure) };
}

async function payCall(input: PayInput, fetchImpl: Fetch): Promise<{ ok: true; value: PayAnswer } | { ok: false; failure: PaymentFailure }> {
  if (!input.payLink) return { ok: false, failure: failure('UNKNOWN_ERROR', 'SDK was not initialized with workflow execution: no pay link') };
  try {
    const answer = await callPaymentApi({ method: 'POST', url: input.payLink, token: input.token, body: [{ integrationType: 'api', ...input.entry, ...consentField(input.consent) }] }, fetchImpl);
    if (answer.kind !== 'ok') return { ok: false, failure: callFailure('pay', answer) };
    const parsed = parsePayAnswer(answer.body);
    return parsed.ok ? parsed : { ok: false, failure: failure('AUTHORIZATION_ERROR', `pay: ${parsed.reason}`) };
  } catch (error) {
    return { ok: false, failure: thrownFailure('pay', error) };
  }
}
