import type { RequestHandler } from 'express';
import { bearerToken } from '../../platform/http/bearer';
import { Problem } from '../../platform/http/problem';
import { signVaultToken, type ProviderClient } from '../../payment-provider/client';

export const VAULT_TOKEN_TTL_SECONDS = 10 * 60;

/** POST /init/vault-token: the merchant backend's answer to the widget's getBearerToken callback, for a live payment session only. */
export function vaultTokenHandler(provider: ProviderClient, secret: string): RequestHandler {
  return async (req, res) => {
    const session = provider.sessionByToken(bearerToken(req));
    if (!session) throw new Problem('unauthorized', 'The session token is unknown or expired.');
    res.locals.session = session.journalHandle;
    const iat = Math.floor(Date.now() / 1000);
    res.json({ accessToken: await signVaultToken({ sub: session.token, aud: 'vault', iat, exp: iat + VAULT_TOKEN_TTL_SECONDS }, secret) });
  };
}
