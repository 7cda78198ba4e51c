/**
 * The payment services every method shares (widget §4 and §8 in docs/spec-coverage.md): begin (the host's veto),
 * finish (exactly one success, pending or failure event), the 3-D Secure challenge, and the session
 * refresh on expiry. Built once per mounted drop-in; `createDropIn` only lists and activates methods.
 */
import { parseSdkConfig, type ParsedExecution } from '../config';
import { errorText } from '../executor/call-failures';
import { CodedError } from '../errors';
import { failure as failed, isSessionExpiry, withError, type PaymentFailure, type PaymentOutcome } from '../executor/outcome';
import { pollExecution, realSleep } from '../executor/poller';
import { pickRiskSessionId, readRiskSessionEntries } from '../executor/risk-session';
import { callPaymentApi } from '../http/payment-api';
import { openChallengePopup } from '../three-ds/challenge-popup';
import { DropInError } from '../drop-in/drop-in-errors';
import type { DropInContext, DropInOptions, PaymentMethodCode } from '../drop-in/types';
import type { DropInView } from '../drop-in/view';
import { askDeliveryAddress } from '../wallets/delivery-address';
import type { MethodContext, PayTarget } from './types';
import type { Logger, LogLevel } from '../logger';
import { localizedLink, text } from '../i18n/translator';

const isHttpUrl = (link: string): boolean => {
  try {
    return ['https:', 'http:'].includes(new URL(link).protocol);
  } catch {
    return false;
  }
};

export interface MethodContextDeps {
  readonly context: DropInContext;
  readonly options: DropInOptions;
  readonly view: DropInView;
  readonly document: Document;
  /** False once the drop-in is unmounted: late answers are then dropped. */
  readonly alive: () => boolean;
  readonly logger: Logger;
  readonly logLevel: LogLevel;
}

export function createMethodContext({ context, options, view, document, alive, logger, logLevel }: MethodContextDeps): MethodContext & { isBusy(): boolean } {
  let session: { token: string; execution: ParsedExecution } = { token: context.token, execution: context.execution };
  const sleep = context.sleep ?? realSleep;
  const fetchImpl = context.fetch ?? fetch;
  let busy = false;
  let payTarget: PayTarget | null = null;
  let payDisabled: boolean | null = null;
  /**
   * widget §4 in docs/spec-coverage.md: Pay is disabled by default (until the form is valid or an instrument is
   * selected) unless `disabledByDefault: false`; while a payment runs it is disabled. Every change
   * is reported once with onPayButtonStateChanged.
   */
  const renderPay = () => {
    const ready = payTarget !== null && (payTarget.ready() || options.disabledByDefault === false);
    const disabled = busy || !ready;
    view.pay.disabled = disabled;
    if (disabled === payDisabled) return;
    payDisabled = disabled;
    context.events.onPayButtonStateChanged?.(disabled ? 'disabled' : 'enabled');
  };
  const setBusy = (value: boolean) => {
    busy = value;
    view.setBusy(value);
    renderPay();
  };

  /**
   * widget §8 in docs/spec-coverage.md: a 401/403 or 'Invalid token' fires onPaymentSessionExpired. A host that
   * answers with a fresh session ({ token, execution }) lets the shopper pay again without retyping;
   * an answer of nothing, a malformed one or a throw is SESSION_REFRESH_FAILED (logged, and shown).
   * A host without the callback gets no refresh and no message beyond the failure.
   */
  const refreshSession = async (): Promise<boolean> => {
    context.bearerToken.invalidate();
    const callback = context.events.onPaymentSessionExpired;
    if (!callback) return true;
    logger.info('The payment session expired: asking the host for a fresh one (onPaymentSessionExpired).');
    try {
      const fresh = await callback.call(context.events);
      if (!fresh) throw new Error('onPaymentSessionExpired returned no session');
      const parsed = parseSdkConfig({ token: fresh.token, amount: context.amount, execution: fresh.execution });
      session = { token: parsed.token, execution: parsed.execution };
      logger.info('The host gave a fresh payment session.');
      return true;
    } catch (cause) {
      logger.error(new DropInError('SESSION_REFRESH_FAILED', errorText(cause), { cause }).message);
      return false;
    }
  };

  const finish = (outcome: PaymentOutcome, method: PaymentMethodCode): void => {
    if (!alive()) return;
    setBusy(false);
    logger.info(`Payment with ${method} ended: ${outcome.kind === 'failure' ? `failure ${outcome.code} (${outcome.detail})` : outcome.kind}.`);
    switch (outcome.kind) {
      case 'success':
        view.showSuccess();
        context.events.onAuthorizeSuccess?.({ paymentMethodCode: method });
        return;
      case 'pending':
        view.showPending();
        context.events.onPaymentPending?.();
        return;
      case 'three-ds':
        void challenge(outcome.link, method);
        return;
      case 'failure': {
        const refreshing = isSessionExpiry(outcome) ? refreshSession() : null;
        // The host may answer with its own text for the shopper (the app's Apple Pay messages, ADR 6).
        const hostText = context.events.onAuthorizeFailed?.({
          code: outcome.code,
          message: outcome.message,
          detail: outcome.detail,
          paymentMethodCode: method,
          ...(outcome.error ? { error: outcome.error } : {}),
        });
        const shown = typeof hostText === 'string' && hostText !== '' ? hostText : undefined;
        if (!refreshing) return view.showFailure(outcome, shown);
        // Pay waits for the fresh session: a click in between would use the expired one.
        setBusy(true);
        void refreshing.then((ok) => {
          if (!alive()) return;
          setBusy(false);
          view.showFailure(outcome, ok ? shown : text('msg.sessionRefreshFailed'));
        });
        return;
      }
    }
  };

  /**
   * widget §4 in docs/spec-coverage.md: challenge, then poll the execution from its self link and report. Every
   * way it fails is the executor's 3DS error (section 8); a failure after the challenge names it.
   */
  const challenge = async (link: string | null, method: PaymentMethodCode) => {
    const threeDsFailed = (outcome: PaymentFailure) => finish(withError('EXECUTOR_3DS_FAILED', outcome), method);
    const self = session.execution.selfLink;
    if (!link || !self) return threeDsFailed(failed('AUTHORIZATION_ERROR', '3-D Secure asked for without a challenge or self link'));
    if (!isHttpUrl(link)) return threeDsFailed(failed('AUTHORIZATION_ERROR', '3-D Secure challenge link is not an http(s) URL'));
    context.events.onThreeDSecureChallenge?.();
    logger.debug(`3-D Secure challenge for ${method} ${options.redirectFor3DS ? 'by page redirect' : 'in a popup'}.`);
    if (options.redirectFor3DS) {
      window.location.assign(localizedLink(link));
      return;
    }
    setBusy(true);
    const end = await openChallengePopup(link);
    logger.debug(`3-D Secure popup closed (${end}); polling the execution.`);
    const token = session.token;
    const after = await pollExecution(() => callPaymentApi({ method: 'GET', url: self, token }, fetchImpl), sleep);
    if (after.kind === 'success' || after.kind === 'pending') return finish(after, method);
    const detail = after.kind === 'failure' ? after.detail : 'challenge still pending';
    return threeDsFailed(failed('AUTHORIZATION_ERROR', `after 3DS (${end}): ${detail}`, text('msg.authorizationFailedAfter3ds'), 'three-ds-failed'));
  };

  const begin = async (method: PaymentMethodCode): Promise<boolean> => {
    view.hideFailure();
    setBusy(true);
    logger.info(`Payment with ${method} started.`);
    try {
      const allowed = await Promise.resolve(context.events.onPaymentButtonClicked?.({ paymentMethodCode: method }) ?? true);
      if (allowed !== false) return true;
      logger.info(`onPaymentButtonClicked vetoed the payment with ${method}.`);
      finish(withError('CALLBACK_FAILED', failed('VALIDATION_FAILED', 'vetoed by onPaymentButtonClicked')), method);
    } catch (cause) {
      logger.error(new CodedError('CALLBACK_FAILED', `onPaymentButtonClicked threw: ${errorText(cause)}`, { cause }).message);
      finish(withError('CALLBACK_FAILED', failed('VALIDATION_FAILED', `onPaymentButtonClicked threw: ${errorText(cause)}`)), method);
    }
    return false;
  };

  const riskSessionId = (method: 'payPal' | 'other') => pickRiskSessionId(readRiskSessionEntries(document), method);
  view.pay.addEventListener('click', () => {
    if (!busy) payTarget?.pay();
  });

  const ctx: MethodContext & { isBusy(): boolean } = {
    session: () => session,
    amount: context.amount,
    environment: context.environment,
    events: context.events,
    options,
    bearerToken: context.bearerToken,
    fetch: fetchImpl,
    sleep,
    riskSessionId,
    returnUrl: () => window.location.href,
    logger,
    logLevel,
    begin,
    finish,
    refreshSession,
    payArea: view.payArea,
    usePay(target) {
      payTarget = target;
      renderPay();
    },
    updatePay() {
      renderPay();
    },
    isBusy: () => busy,
    wallet: (method) => ({
      token: session.token,
      amount: context.amount,
      assetHost: session.execution.assetHost,
      links: session.execution.paymentLinks,
      fetch: fetchImpl,
      sleep,
      riskSessionId,
      returnUrl: window.location.href,
      consent: options.termsConsent ?? null,
      begin: () => begin(method),
      finish: (outcome) => finish(outcome, method),
      onSessionExpired: () => void refreshSession(),
      ...(context.events.onDeliveryAddressChanged
        ? { deliveryAddressChanged: askDeliveryAddress((address) => context.events.onDeliveryAddressChanged?.call(context.events, address, { paymentMethodCode: method }) ?? true, logger) }
        : {}),
      ...(method === 'applePay' && context.events.onApplePayAuthorized ? { onApplePayAuthorized: context.events.onApplePayAuthorized.bind(context.events) } : {}),
    }),
  };
  return ctx;
}
