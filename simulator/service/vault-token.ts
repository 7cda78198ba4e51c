import type { RequestHandler } from 'express';
import { signJwt } from '../vault/jwt';
import { sessionOf } from '../provider/require-session';

export const VAULT_TOKEN_TTL_SECONDS = 10 * 60;

/** POST /init/vault-token: the merchant backend's answer to the widget's getBearerToken callback. */
export function vaultTokenHandler(secret: string): RequestHandler {
  return async (_req, res) => {
    const session = sessionOf(res);
    const iat = Math.floor(Date.now() / 1000);
    res.json({ accessToken: await signJwt({ sub: session.token, aud: 'vault', iat, exp: iat + VAULT_TOKEN_TTL_SECONDS }, secret) });
  };
}
