import type { RequestHandler } from 'express';
import { bearerToken } from '../http/bearer';
import { Problem } from '../http/problem';
import type { ProviderClient } from '../provider/client';
import { signJwt } from '../vault/jwt';

export const VAULT_TOKEN_TTL_SECONDS = 10 * 60;

/** POST /init/vault-token: the merchant backend's answer to the widget's getBearerToken callback, for a live payment session only. */
export function vaultTokenHandler(provider: ProviderClient, secret: string): RequestHandler {
  return async (req, res) => {
    const session = provider.sessionByToken(bearerToken(req));
    if (!session) throw new Problem('unauthorized', 'The session token is unknown or expired.');
    res.locals.session = session.journalHandle;
    const iat = Math.floor(Date.now() / 1000);
    res.json({ accessToken: await signJwt({ sub: session.token, aud: 'vault', iat, exp: iat + VAULT_TOKEN_TTL_SECONDS }, secret) });
  };
}
