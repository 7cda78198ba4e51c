/**
 * The card method (widget §2 and §4 in docs/spec-coverage.md): the vault frame's card form and the Pay button.
 * Pay validates, tokenizes in the frame with the cached vault token, then authorizes and polls.
 */
import { createCardForm } from '../../card-form/card-form';
import { authorizeCard } from '../../executor/authorize';
import { saveCard } from '../../executor/card-save';
import { failure } from '../../executor/outcome';
import type { CardFormState } from '../../vault-frame/protocol';
import type { MethodContext, PaymentMethod } from '../types';
import { decideTokenization, frameUnavailable } from './decide';
import { text } from '../../i18n/translator';

/** The onStateChanged payload of widget §3 in docs/spec-coverage.md from the card form's state: never a card number, never the per-element details. */
export function stateChangePayload(state: CardFormState) {
  return { isValid: state.isValid, cardNetwork: state.cardNetwork, bin: state.bin, billingAddress: state.billingAddress };
}

export const cardMethod: PaymentMethod = {
  id: 'card',
  get label() {
    return text('msg.cardFormTitle');
  },
  logo: 'card',
  isAvailable: () => true,
  mount(area, ctx) {
    const { execution, token } = ctx.session();
    const form = createCardForm(area, {
      assetHost: execution.assetHost,
      environment: ctx.environment,
      ...(ctx.options.cardForm ? { userOptions: ctx.options.cardForm } : {}),
      clientConfig: execution.cardClientConfig,
      currency: ctx.amount.currency,
      binLookup: execution.binLookupLink ? { link: execution.binLookupLink, token } : null,
      fetch: ctx.fetch,
      logger: ctx.logger,
      logLevel: ctx.logLevel,
      onChange: (state) => {
        ctx.updatePay();
        ctx.events.onStateChanged?.(stateChangePayload(state));
      },
    });
    // widget §4 in docs/spec-coverage.md: the card item mounts Pay and disables it unless the form is valid.
    area.append(ctx.payArea);
    ctx.usePay({ ready: () => form.state()?.isValid ?? false, pay: () => void payWithCard(form, ctx) });
    return {
      destroy() {
        ctx.usePay(null);
        form.destroy();
      },
    };
  },
};

async function payWithCard(form: ReturnType<typeof createCardForm>, ctx: MethodContext): Promise<void> {
  if (form.unavailable()) return ctx.finish(frameUnavailable('the vault frame is unavailable: no FRAME_READY'), 'card');
  if (!form.state()?.isValid) {
    form.validate();
    return;
  }
  if (!(await ctx.begin('card'))) return;
  let bearer: string;
  try {
    bearer = await ctx.bearerToken.get();
  } catch (cause) {
    return ctx.finish(failure('AUTHENTICATION_ERROR', `getBearerToken failed: ${String(cause)}`), 'card');
  }
  const { token, execution } = ctx.session();
  const decision = decideTokenization(await form.tokenize(bearer, execution.vaultUrl));
  if (decision.kind === 'failure') return ctx.finish(decision, 'card');
  // A subscription needs its instrument stored; the shopper decides only where the checkbox is shown.
  const storeInstrument = ctx.options.cardForm?.showStoreInstrumentCheckbox ? decision.collected.storeInstrument : true;
  // app §3 in docs/spec-coverage.md: a card the shopper asks to store is saved with the card-save body before it pays.
  if (storeInstrument && execution.cardSave) {
    const refused = await saveCard({ token, target: execution.cardSave, vaultToken: decision.card.token }, ctx.fetch);
    if (refused) return ctx.finish(refused, 'card');
  }
  const outcome = await authorizeCard(
    {
      token,
      amount: ctx.amount,
      authorizeLink: execution.authorizeLink,
      card: decision.card,
      storeInstrument,
      installmentCount: decision.collected.selectedInstallment?.count ?? null,
      billingAddress: decision.collected.billingInfo,
      enrollInstrumentToNetworkOffers: ctx.options.enrollInstrumentToNetworkOffers === true || decision.collected.enrollInstrumentToNetworkOffers,
      riskSessionId: ctx.riskSessionId('other'),
      returnUrl: ctx.returnUrl(),
      consent: ctx.options.termsConsent ?? null,
    },
    { fetch: ctx.fetch, sleep: ctx.sleep },
  );
  ctx.finish(outcome, 'card');
}
