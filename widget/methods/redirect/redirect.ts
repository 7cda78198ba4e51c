/**
 * Generic redirect methods (widget §2 and §4 in docs/spec-coverage.md): one button; the pay call's answer decides
 * (decide.ts). The instant-payment method (pix) opens a popup and polls; others navigate the page.
 */
import { failure, type PaymentOutcome } from '../../executor/outcome';
import { pay as payCall } from '../../executor/pay';
import { callPaymentApi } from '../../http/payment-api';
import { navigateAndWait, pollInstantPayment } from '../../redirect/redirect-flow';
import { openRedirectPopup } from '../../redirect/redirect-frame';
import type { RedirectMethod } from '../../drop-in/payment-methods';
import type { MethodContext, PaymentMethod } from '../types';
import { decidePayAnswer } from './decide';
import { localizedLink, text } from '../../i18n/translator';

/** The method's name: the widget's own, in the shopper's language, for a code it knows (issue 44); else the provider's label (Pix is a brand). */
const nameOf = (method: RedirectMethod): string => (method.name === 'online-banking' ? text('msg.onlineBanking') : method.label);

export function redirectMethod(method: RedirectMethod): PaymentMethod {
  const label = nameOf(method);
  return {
    id: `redirect:${method.name}`,
    label,
    logo: method.instantPayment ? 'pix' : 'bank',
    isAvailable: () => true,
    mount(area, ctx) {
      const button = document.createElement('button');
      button.className = 'mm-pay mm-redirect-button';
      button.type = 'button';
      button.textContent = text('msg.continueWith', { method: label });
      button.addEventListener('click', () => void payWithRedirect(method, ctx));
      area.append(button);
      return { destroy: () => button.remove() };
    },
  };
}

async function payWithRedirect(method: RedirectMethod, ctx: MethodContext): Promise<void> {
  if (!(await ctx.begin('genericRedirect'))) return;
  const here = ctx.returnUrl();
  const risk = ctx.riskSessionId('other');
  const { token, execution } = ctx.session();
  const entry = {
    paymentMethodCode: 'genericRedirect' as const,
    amount: ctx.amount,
    paymentInstrumentData: { paymentMethod: method.name },
    returnInfo: { success: here, cancel: here, error: here, pending: here },
    ...(risk ? { providerData: { riskSessionCorrelationId: risk } } : {}),
  };
  const result = await payCall({ token, payLink: execution.paymentLinks.pay, entry, consent: ctx.options.termsConsent ?? null }, ctx.fetch);
  const decision = result.ok ? decidePayAnswer(result.value) : result.failure;
  let outcome: PaymentOutcome;
  if (decision.kind !== 'redirect') outcome = decision;
  else if (method.instantPayment) {
    const resultLink = execution.paymentLinks.authorizationResult ?? decision.executionLink;
    const popup = openRedirectPopup(decision.link, text('msg.payWith', { method: nameOf(method) }));
    outcome = resultLink
      ? await pollInstantPayment(
          () => callPaymentApi({ method: 'GET', url: resultLink, token }, ctx.fetch),
          ctx.sleep,
          popup.closedByShopper.then(() => failure('USER_CANCELLED', 'redirect popup closed by the shopper', text('msg.paymentCancelled'))),
        )
      : failure('UNKNOWN_ERROR', 'SDK was not initialized with workflow execution: no authorization result link');
    popup.close();
  } else {
    outcome = await navigateAndWait(decision.link, (url) => window.location.assign(localizedLink(url)), ctx.sleep);
  }
  // widget §8 in docs/spec-coverage.md: generic redirect failures are also logged.
  if (outcome.kind === 'failure') ctx.logger.error(`Generic redirect (${method.name}) failed: ${outcome.detail}`);
  ctx.finish(outcome, 'genericRedirect');
}
