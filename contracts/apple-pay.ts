/**
 * The Apple Pay merchant create-session call of widget §7 in docs/spec-coverage.md ("requestUrl, sessionUrl,
 * clientDomain; merchant session is res.data.data"): the widget's body and the answer, checked by the
 * simulator's handler (simulator/payment-provider/payments/apple-pay-session.ts). The widget imports nothing of ours, so
 * its side is written in widget/wallets/apple-pay-session.ts; a test holds the two together.
 */
import { z } from 'zod';

/** A host name as a browser's location.host gives it (with a port when there is one). */
const Host = z.string().min(1).max(253).regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, 'clientDomain must be a host name, optionally with a port');

export const ApplePayCreateSessionBody = z.object({
  /** The provider's Apple Pay session request URL (the lookup's applePaySession link): the session is asked of it. */
  requestUrl: z.url({ protocol: /^https?$/ }),
  /** Apple's merchant validation URL, from onvalidatemerchant's validationURL. */
  sessionUrl: z.url({ protocol: /^https?$/ }),
  /** The checkout page's host, which the merchant session is bound to. */
  clientDomain: Host,
});
export type ApplePayCreateSessionBody = z.infer<typeof ApplePayCreateSessionBody>;

/** The opaque merchant session Apple answers, handed to completeMerchantValidation unchanged. */
export const ApplePayMerchantSession = z.looseObject({
  merchantSessionIdentifier: z.string().min(1),
  domainName: z.string().min(1),
  expiresAt: z.number(),
});

/** The answer: `{ data: merchantSession }`, so the merchant session is res.data.data for an axios caller. */
export const ApplePayCreateSessionAnswer = z.object({ data: ApplePayMerchantSession });
