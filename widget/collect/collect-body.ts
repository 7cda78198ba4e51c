/**
 * A collect call (widget §5, §7, §8 in docs/spec-coverage.md): the request read from the caller's options, the body
 * (one record per table and skyflowID, plus the additional records), the bearer token, the vault's
 * answer. The container loads this module with its first collect.
 */
import { cardDigits } from '../card/networks';
import type { BearerTokenCache } from './bearer-token';
import { CollectError, isCollectError, orThrow } from './collect-errors';
import { parseCollectRequest, type CollectRequest } from './collect-request';
import type { ResolvedElement } from './element-options';
import { vaultAnswerBody, type CollectBody, type VaultAnswer, type VaultTransport } from './vault-answer';

/** What the body needs of one element: where it goes and what it holds. */
export interface CollectSlot {
  readonly element: Pick<ResolvedElement, 'type' | 'table' | 'column' | 'skyflowID'>;
  readonly value: string;
}

/** Throws DUPLICATE_COLUMN_IN_ADDITIONAL_FIELDS when an additional record repeats an element's column. */
function buildCollectBody(slots: readonly CollectSlot[], request: CollectRequest): CollectBody {
  const records = new Map<string, { table: string; skyflowID: string | null; fields: Record<string, unknown> }>();
  const recordFor = (table: string, skyflowID: string | null) => {
    const key = JSON.stringify([table, skyflowID]);
    const record = records.get(key) ?? { table, skyflowID, fields: {} };
    records.set(key, record);
    return record;
  };
  for (const { element, value } of slots) {
    if (value.trim() === '') continue;
    // Card numbers go to the vault as digits: separators are display only.
    recordFor(element.table, element.skyflowID).fields[element.column] = element.type === 'CARD_NUMBER' ? cardDigits(value) : value;
  }
  for (const extra of request.additionalRecords) {
    const record = recordFor(extra.table, extra.skyflowID);
    for (const [column, value] of Object.entries(extra.fields)) {
      if (column in record.fields) throw new CollectError('DUPLICATE_COLUMN_IN_ADDITIONAL_FIELDS', `${extra.table}.${column}`);
      record.fields[column] = value;
    }
  }
  return {
    records: [...records.values()].map(({ table, skyflowID, fields }) => (skyflowID === null ? { table, fields } : { table, fields, skyflowID })),
    tokens: request.tokens,
    ...(request.upsert.length > 0 ? { upsert: request.upsert } : {}),
  };
}

export interface CollectCall {
  /** The caller's collect options, unchecked. */
  readonly options: unknown;
  readonly slots: readonly CollectSlot[];
  /** Names of the invalid elements. */
  readonly invalid: readonly string[];
  readonly tokens: BearerTokenCache;
  readonly transport: VaultTransport;
  readonly url: string;
}

/**
 * Throws, in order: the collect request's codes, INVALID_ELEMENT_VALUES,
 * DUPLICATE_COLUMN_IN_ADDITIONAL_FIELDS, INVALID_BEARER_TOKEN, then the vault's
 * VAULT_CONNECTION_ERROR, INVALID_VAULT_TOKEN (the cached token is then forgotten) or
 * VAULT_NETWORK_ERROR; COLLECT_FAILED when the transport throws.
 */
export async function sendCollect(call: CollectCall): Promise<unknown> {
  const request = orThrow(parseCollectRequest(call.options));
  if (call.invalid.length > 0) throw new CollectError('INVALID_ELEMENT_VALUES', call.invalid.join(', '));
  const body = buildCollectBody(call.slots, request);
  const bearerToken = await call.tokens.get();
  let answer: VaultAnswer;
  try {
    answer = await call.transport({ url: call.url, bearerToken, body });
  } catch (cause) {
    throw new CollectError('COLLECT_FAILED', 'the vault transport threw', { cause });
  }
  try {
    return vaultAnswerBody(answer);
  } catch (error) {
    // A rejected token is not reused: the next collect asks getBearerToken again.
    if (isCollectError(error) && error.code === 'INVALID_VAULT_TOKEN') call.tokens.invalidate();
    throw error;
  }
}
