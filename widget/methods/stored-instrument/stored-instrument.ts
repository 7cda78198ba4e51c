/**
 * A stored instrument (widget §2 and §4 in docs/spec-coverage.md): its displayName (or "Unavailable") with a network
 * icon; selecting it enables Pay, which authorizes with its paymentInstrumentId.
 */
import { networkOfBrand } from '../../card/brands';
import { authorizeStoredInstrument } from '../../executor/authorize';
import { iconName, type StoredInstrument } from '../../drop-in/payment-methods';
import type { PaymentMethod } from '../types';
import { instrumentState, storedInstrumentsShown } from './decide';

export function storedInstrumentMethod(instrument: StoredInstrument): PaymentMethod {
  return {
    id: `stored:${instrument.id}`,
    label: instrument.label,
    logo: iconName(instrument.paymentMethod === 'payPal' ? 'paypal' : networkOfBrand(instrument.brand)),
    isAvailable: (ctx) => storedInstrumentsShown(ctx.options),
    mount(area, ctx) {
      area.append(ctx.payArea);
      ctx.usePay({
        ready: () => true,
        pay: () =>
          void (async () => {
            if (!(await ctx.begin(instrument.paymentMethod))) return;
            const { token, execution } = ctx.session();
            const outcome = await authorizeStoredInstrument(
              {
                token,
                amount: ctx.amount,
                authorizeLink: execution.authorizeLink,
                paymentInstrumentId: instrument.id,
                paymentMethodCode: instrument.paymentMethod,
                riskSessionId: ctx.riskSessionId(instrument.paymentMethod === 'payPal' ? 'payPal' : 'other'),
                returnUrl: ctx.returnUrl(),
                consent: ctx.options.termsConsent ?? null,
              },
              { fetch: ctx.fetch, sleep: ctx.sleep },
            );
            ctx.finish(outcome, instrument.paymentMethod);
          })(),
      });
      ctx.events.onStateChanged?.(instrumentState(instrument));
      return { destroy: () => ctx.usePay(null) };
    },
  };
}
