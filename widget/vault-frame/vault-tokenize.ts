/**
 * The collect container's transport in the frame: the card record goes to the vault's tokenize
 * call, and the answer comes back as a TokenizedCard whose bin and last 4 come from the digits the
 * frame sent, by the card-industry rule (6 leading digits below 16, 8 from 16), never from the vault.
 */
import { binOf } from '../card/fields';
import { parseExpiryAs, parseExpiryMonth, parseExpiryYear } from '../card/expiry';
import { checkCardNumber } from '../card/networks';
import type { VaultAnswer, VaultTransport } from '../collect/vault-answer';
import type { FrameConfig, TokenizedCard } from './protocol';
import { vaultRequest } from './vault-request';

type Fields = Readonly<Record<string, unknown>>;
const text = (fields: Fields, column: string): string => (typeof fields[column] === 'string' ? (fields[column] as string) : '');

/** The card's expiry from the expiry field, or from the month and year fields. */
function expiryOf(fields: Fields, config: Pick<FrameConfig, 'expiryFormat' | 'yearFormat'>): { month: number; year: number } | null {
  if (typeof fields.expiry === 'string') return parseExpiryAs(fields.expiry, config.expiryFormat);
  const month = parseExpiryMonth(text(fields, 'month'));
  const year = parseExpiryYear(text(fields, 'year'), config.yearFormat);
  return month === null || year === null ? null : { month, year };
}

/** The vault's tokenize answer: an object with a non-empty string `token`; anything else is null. */
function parseVaultToken(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const token = (body as { token?: unknown }).token;
  return typeof token === 'string' && token !== '' ? token : null;
}

/** The transport answers `{ kind: 'ok', body: TokenizedCard | null }` (null: the vault gave no usable token). */
export function tokenizeTransport(fetchImpl: typeof fetch, config: Pick<FrameConfig, 'expiryFormat' | 'yearFormat'>): VaultTransport {
  return async (call): Promise<VaultAnswer> => {
    const fields: Fields = call.body.records[0]?.fields ?? {};
    const digits = text(fields, 'number');
    const date = expiryOf(fields, config);
    const answer = await vaultRequest(
      {
        method: 'POST',
        url: call.url,
        headers: { Authorization: `Bearer ${call.bearerToken}` },
        body: { cardholder_name: text(fields, 'holder').trim(), card_number: digits, expiry_month: date?.month, expiry_year: date?.year, cvv: text(fields, 'cvv') },
      },
      fetchImpl,
    );
    if (!answer.ok) return answer.status === 0 ? { kind: 'connection-error' } : { kind: 'http-error', status: answer.status, text: answer.message, requestId: null };
    const token = parseVaultToken(answer.body);
    const bin = binOf(digits);
    const network = checkCardNumber(digits).network;
    const card: TokenizedCard | null = token === null || bin === null || network === null ? null : { token, bin, last4: digits.slice(-4), network };
    return { kind: 'ok', body: card };
  };
}
