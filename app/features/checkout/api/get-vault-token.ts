import { minLength, object, pipe, string } from 'valibot';
import { appConfig } from '../../../config/env';
import { fetchJson } from '../../../lib/fetch-json';
import { valibotParser } from '../../../lib/valibot-parser';

const VaultTokenSchema = valibotParser(object({ accessToken: pipe(string(), minLength(1)) }));

/** POST /init/vault-token: the widget's getBearerToken callback. */
export async function getVaultToken(sessionToken: string): Promise<string> {
  const { accessToken } = await fetchJson(`${appConfig().serviceOrigin}/init/vault-token`, VaultTokenSchema, {
    method: 'POST',
    headers: { Authorization: `Bearer ${sessionToken}` },
  });
  return accessToken;
}
