import { z } from 'zod';
import { appConfig } from '../../../config/env';
import { fetchJson } from '../../../lib/fetch-json';

const VaultTokenSchema = z.object({ accessToken: z.string().min(1) });

/** POST /init/vault-token: the widget's getBearerToken callback. */
export async function getVaultToken(sessionToken: string): Promise<string> {
  const { accessToken } = await fetchJson(`${appConfig().serviceOrigin}/init/vault-token`, VaultTokenSchema, {
    method: 'POST',
    headers: { Authorization: `Bearer ${sessionToken}` },
  });
  return accessToken;
}
