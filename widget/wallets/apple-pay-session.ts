/**
 * Apple Pay merchant validation (widget §7 in docs/spec-coverage.md), asked during onvalidatemerchant. With the
 * option's createSessionUrl the widget makes the merchant create-session call (requestUrl: the
 * provider's session request URL, sessionUrl: Apple's validationURL, clientDomain: the page's host);
 * without it, the session request to the provider (integrationType, paymentMethodCode, amount,
 * meta.sessionURL, meta.clientContext.host). Either way the merchant session is the answer's `data`
 * (res.data.data for an axios caller). The body's schema is contracts/apple-pay.ts on the simulator's side.
 */
import { callPaymentApi } from '../http/payment-api';
import type { WalletContext } from './wallet-types';

/** The merchant session for completeMerchantValidation, or why there is none. */
export type MerchantSessionAnswer = { readonly ok: true; readonly session: unknown } | { readonly ok: false; readonly detail: string };

function sessionCall(createSessionUrl: string | undefined, validationURL: string, ctx: Pick<WalletContext, 'links' | 'amount'>, host: string) {
  const requestUrl = ctx.links.applePaySession;
  if (createSessionUrl) {
    if (!requestUrl) return null;
    return { url: createSessionUrl, body: { requestUrl, sessionUrl: validationURL, clientDomain: host } };
  }
  if (!requestUrl) return null;
  return {
    url: requestUrl,
    body: { integrationType: 'api', paymentMethodCode: 'applePay', amount: ctx.amount, meta: { sessionURL: validationURL, clientContext: { host } } },
  };
}

/** `host` is the checkout page's (location.host), which the merchant session is bound to. */
export async function requestMerchantSession(
  createSessionUrl: string | undefined,
  validationURL: string,
  ctx: Pick<WalletContext, 'links' | 'amount' | 'token' | 'fetch'>,
  host: string = window.location.host,
): Promise<MerchantSessionAnswer> {
  const call = sessionCall(createSessionUrl, validationURL, ctx, host);
  if (!call) return { ok: false, detail: 'the lookup has no applePaySession link' };
  const answer = await callPaymentApi({ method: 'POST', url: call.url, token: ctx.token, body: call.body }, ctx.fetch);
  if (answer.kind !== 'ok') return { ok: false, detail: answer.kind === 'http-error' ? `HTTP ${answer.status}` : answer.kind };
  const data = typeof answer.body === 'object' && answer.body !== null ? (answer.body as { data?: unknown }).data : undefined;
  return data && typeof data === 'object' ? { ok: true, session: data } : { ok: false, detail: 'the answer has no merchant session in data' };
}
