import type { RequestHandler } from 'express';
import { bearerToken } from '../http/bearer';
import { Problem } from '../http/problem';
import type { PaymentSessions } from '../provider/sessions';
import { signJwt } from '../vault/jwt';

export const VAULT_TOKEN_TTL_SECONDS = 10 * 60;

/** POST /init/vault-token: the merchant backend's answer to the widget's getBearerToken callback. */
export function vaultTokenHandler(sessions: PaymentSessions, secret: string): RequestHandler {
  return (req, res) => {
    const session = sessions.byBearer(bearerToken(req));
    if (!session) throw new Problem('unauthorized', 'The session token is unknown or expired.');
    res.locals.session = session;
    const iat = Math.floor(Date.now() / 1000);
    res.json({ accessToken: signJwt({ sub: session.token, aud: 'vault', iat, exp: iat + VAULT_TOKEN_TTL_SECONDS }, secret) });
  };
}
