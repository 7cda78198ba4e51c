import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { ScenarioMethod } from '../../../scenarios';
import { Problem } from '../../platform/http/problem';
import { paymentMethodLinks, type MethodOrigins, isRedirectMethodName, REDIRECT_METHODS } from './payment-methods';
import { ScenarioRun } from './scenario-run';
import { sendScriptedError } from './scripted-error';
import { type PaymentSessions } from './sessions';
import { callerIp } from '../../platform/http/ip-country';
import { attemptConsent } from './attempt-consent';
import type { WalletRefusal } from '../client';
import { assertNotAuthorized, openChallenge, startPayment, type AttemptConsent, type CardSummary, type PaymentSession, type WalletPayment } from './session-model';
import { sessionOf } from './require-session';
import { PayBody } from '../../../contracts/provider';


const METHOD_OF_CODE = { applePay: 'apple-pay', googlePay: 'google-pay', payPal: 'paypal' } as const;

/** How a server-side wallet charge ended (chargeWalletToken). */
export type WalletCharge =
  | { readonly kind: 'authorized'; readonly run: ScenarioRun }
  | { readonly kind: 'not-authorized'; readonly reason: string; readonly code: WalletRefusal };

/**
 * Charges a wallet token on the session's execution as its scenario says, for a merchant backend
 * that takes the token itself (the subscription service's Apple Pay create, ADR 6). One attempt of
 * the execution, like the pay call: a declined attempt leaves the execution open for another.
 */
export function chargeWalletToken(sessions: PaymentSessions, session: PaymentSession, method: 'apple-pay', card: CardSummary, consent: AttemptConsent): WalletCharge {
  const run = ScenarioRun.begin(session);
  const answer = run.payAnswer(method);
  if (answer.kind === 'http-error') return { kind: 'not-authorized', reason: `The provider answered ${answer.status} to the charge.`, code: 'provider-error' };
  run.startAttempt(card, { consent });
  sessions.appendStatuses(session, ['authorizeRequested', answer.code]);
  if (answer.code !== 'authorizeSuccessful') {
    return answer.code === 'authorizeFailed'
      ? { kind: 'not-authorized', reason: 'The provider declined the payment.', code: 'payment-declined' }
      : { kind: 'not-authorized', reason: 'The provider left the payment pending.', code: 'payment-left-pending' };
  }
  return { kind: 'authorized', run };
}

function responseLinks(session: PaymentSession, payment: WalletPayment, origins: MethodOrigins, code: string, threeDsToken: string | null) {
  const execution = `${origins.service}/provider/executions/${session.execution.id}`;
  const links: Record<string, unknown> = { execution: { href: execution }, self: { href: execution } };
  if (threeDsToken) links['3ds'] = { href: `${origins.asset}/3ds/challenge/${threeDsToken}` };
  if (code !== 'authorizePending' || threeDsToken) return links;
  if (payment.redirectToken) links.redirect = { href: `${origins.asset}/redirect/${payment.redirectToken}` };
  if (payment.methodCode === 'payPal') {
    const parameters = payment.tokenId ? { tokenId: payment.tokenId } : { orderId: payment.orderId };
    links.confirm = { href: `${execution}/confirm`, action: { parameters } };
  }
  return links;
}

/**
 * POST /provider/executions/:id/pay: pays with a wallet token or starts a PayPal order or a redirect.
 * The answer (finalState.code and response.links) follows the session's scenario; an authorized pay
 * marks the execution authorized exactly as the card path does, so the subscription service accepts it.
 */
export function payHandler(sessions: PaymentSessions, origins: MethodOrigins): RequestHandler {
  return (req, res) => {
    const session = sessionOf(res);
    const [entry] = PayBody.parse(req.body);
    if (!entry) throw new Problem('bad-request', 'Send one payment request entry.');
    if (entry.amount.value !== session.amount.value || entry.amount.currency !== session.amount.currency) {
      throw new Problem('bad-request', `The amount must be ${session.amount.value} ${session.amount.currency}, as the session was created.`);
    }
    assertNotAuthorized(session);
    const token = entry.paymentToken ?? entry.paymentInstrumentData?.paymentToken;
    if ((entry.paymentMethodCode === 'applePay' || entry.paymentMethodCode === 'googlePay') && !token) {
      throw new Problem('bad-request', `${entry.paymentMethodCode} needs paymentToken: the token the wallet sheet returned.`);
    }
    let redirectMethod: string | null = null;
    if (entry.paymentMethodCode === 'genericRedirect') {
      redirectMethod = entry.paymentInstrumentData?.paymentMethod ?? '';
      if (!isRedirectMethodName(redirectMethod)) {
        throw new Problem('bad-request', `paymentInstrumentData.paymentMethod must be one of: ${Object.keys(REDIRECT_METHODS).join(', ')}.`);
      }
    }
    const method: ScenarioMethod =
      entry.paymentMethodCode === 'genericRedirect'
        ? redirectMethod === 'pix'
          ? 'pix'
          : 'redirect'
        : METHOD_OF_CODE[entry.paymentMethodCode];
    const run = ScenarioRun.begin(session);
    const answer = run.payAnswer(method);
    if (answer.kind === 'http-error') {
      sendScriptedError(res, answer);
      return;
    }
    const billingAgreement = entry.paymentMethodCode === 'payPal' && entry.storeInstrument === true;
    run.startAttempt(
      { bin: '', last4: '', network: entry.paymentMethodCode === 'genericRedirect' ? (redirectMethod ?? 'redirect') : entry.paymentMethodCode },
      { consent: attemptConsent(entry.consent, { at: sessions.time(), ip: callerIp(req), billingCountry: entry.billingAddress?.country?.code }) },
    );
    const payment = startPayment(session, {
      methodCode: entry.paymentMethodCode,
      redirectMethod,
      orderId: entry.paymentMethodCode === 'payPal' && !billingAgreement ? `ORDER-${randomBytes(6).toString('hex').toUpperCase()}` : null,
      tokenId: billingAgreement ? `BA-${randomBytes(6).toString('hex').toUpperCase()}` : null,
      returnUrl: entry.returnInfo?.success ?? null,
    });
    sessions.appendStatuses(session, ['authorizeRequested', answer.code]);
    const threeDsToken = answer.code === 'authorizePending' && answer.actionRequired === '3ds' ? openChallenge(session) : null;
    res.json({
      name: 'pay',
      executionId: session.execution.id,
      finalState: { code: answer.code },
      response: {
        ...(threeDsToken ? { actionRequired: '3ds' } : {}),
        links: responseLinks(session, payment, origins, answer.code, threeDsToken),
      },
      links: paymentMethodLinks(session, origins),
    });
  };
}
