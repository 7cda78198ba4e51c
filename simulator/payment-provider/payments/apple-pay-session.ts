import type { RequestHandler } from 'express';
import { ApplePayCreateSessionAnswer, ApplePayCreateSessionBody } from '../../../contracts/apple-pay';
import { Problem } from '../../platform/http/problem';
import { sessionOf } from './require-session';
import { merchantSession } from '../sdk-stand-ins/apple-merchant-session';
import { ApplePaySessionBody } from '../../../contracts/provider';


/** POST /provider/apple-pay/session: the provider validates the merchant with Apple and answers `{ data: merchantSession }`. */
export function applePaySessionHandler(): RequestHandler {
  return (req, res) => {
    const session = sessionOf(res);
    const body = ApplePaySessionBody.parse(req.body);
    if (body.amount.value !== session.amount.value || body.amount.currency !== session.amount.currency) {
      throw new Problem('bad-request', `The amount must be ${session.amount.value} ${session.amount.currency}, as the session was created.`);
    }
    res.json({ data: merchantSession(body.meta.clientContext.host) });
  };
}

/**
 * POST /provider/apple-pay/create-session (widget §7 in docs/spec-coverage.md, "Apple Pay merchant validation
 * create-session: requestUrl, sessionUrl, clientDomain"; its path is the Apple Pay option's
 * createSessionUrl). requestUrl must be this provider's own session request URL: nothing else is ever
 * called for the caller. The merchant session is bound to clientDomain and answered as `{ data }`.
 */
export function applePayCreateSessionHandler(sessionRequestUrl: string): RequestHandler {
  return (req, res) => {
    sessionOf(res);
    const body = ApplePayCreateSessionBody.parse(req.body);
    if (body.requestUrl !== sessionRequestUrl) {
      throw new Problem('bad-request', `requestUrl must be this provider's Apple Pay session request URL (${sessionRequestUrl}); no other URL is called.`);
    }
    res.json(ApplePayCreateSessionAnswer.parse({ data: merchantSession(body.clientDomain) }));
  };
}
