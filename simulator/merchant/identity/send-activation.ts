/**
 * POST /api/send-activation-by-email/{product}/{email} (app §7 in docs/spec-coverage.md, app origin): the
 * "already bought?" entry. When the email bought a subscription, an activation email goes out with a
 * one-time sign-in link to the activate page, which links the purchase to the account. The answer is
 * the same whether or not the email has a purchase, so the endpoint tells nobody who is a customer.
 */
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { Problem } from '../../platform/http/problem';
import type { Outbox } from '../outbox/outbox';
import type { SubscriptionsRepo } from '../store/subscriptions';
import { identityEmail } from './identity-emails';
import { emailLanguage } from '../outbox/i18n/catalogue';
import type { IdentityMailer } from './identity-mail';
import type { SignInLinkIssuer } from './verifier';

export interface SendActivationDeps {
  readonly productSlug: string;
  /** The app's activate page, e.g. http://localhost:3000/mindmetric/activate. */
  readonly activatePage: string;
  readonly subscriptions: SubscriptionsRepo;
  readonly outbox: Outbox;
  readonly links: SignInLinkIssuer | undefined;
  readonly mailer: IdentityMailer | undefined;
}

const Params = z.object({ product: z.string().max(100), email: z.email().max(320) });

/** The one answer, purchase or not. */
export const ACTIVATION_ANSWER = { sent: true, detail: 'If this email bought a subscription, an activation link is on its way.' } as const;

export function sendActivationHandler(deps: SendActivationDeps): RequestHandler {
  return async (req, res) => {
    const params = Params.safeParse(req.params);
    if (!params.success) throw new Problem('bad-request', 'Give a valid email address, like name@example.com.');
    if (params.data.product !== deps.productSlug) throw new Problem('not-found', `No product is called "${params.data.product.slice(0, 100)}".`);
    if (!deps.links) throw new Problem('identity-unavailable', 'Activation emails need the Auth emulator; start the product with npm start.');
    const email = params.data.email.toLowerCase();
    const purchase = deps.subscriptions.list({ email }).filter((s) => s.status === 'active').at(-1);
    if (purchase) {
      const continueUrl = new URL(deps.activatePage);
      continueUrl.searchParams.set('email', email);
      continueUrl.searchParams.set('subscription', purchase.id);
      const link = await deps.links.signInLink(email, continueUrl.toString());
      const oobCode = new URL(link).searchParams.get('oobCode') ?? '';
      // The emulator also lists this code: the mailer must not send it a second time as a plain sign-in link.
      deps.mailer?.markSent(oobCode);
      deps.outbox.send(identityEmail('activation', email, link, [oobCode, purchase.id, continueUrl.toString()], emailLanguage(purchase.language)));
    }
    res.status(202).json(ACTIVATION_ANSWER);
  };
}
