/**
 * The collect request (widget §3 and §5 in docs/spec-coverage.md): tokens, additionalFields.records and upsert,
 * parsed once; every rule raises its own catalogue code.
 */
import { errorOf, failed, parsed, type CollectError, type Parsed } from './collect-errors';
import { isAbsent, isNonEmptyString, isRecord } from './guards';

interface AdditionalRecord {
  readonly table: string;
  readonly fields: Readonly<Record<string, unknown>>;
  /** Present: update this record; absent: insert. */
  readonly skyflowID: string | null;
}

interface UpsertOption {
  readonly table: string;
  readonly column: string;
}

/** A collect request after parsing, defaults applied. */
export interface CollectRequest {
  /** Whether the vault answers with tokens. Default: true. */
  readonly tokens: boolean;
  /** Records sent besides the elements' values. Default: none. */
  readonly additionalRecords: readonly AdditionalRecord[];
  /** Default: none (plain insert). */
  readonly upsert: readonly UpsertOption[];
}

const DEFAULT_COLLECT_TOKENS = true;

const at = (index: number): string => `records[${index}]`;

/** One record of additionalFields.records. */
function parseAdditionalRecord(input: unknown, index = 0): Parsed<AdditionalRecord> {
  if (!isRecord(input)) return failed('INVALID_RECORD_IN_ADDITIONAL_FIELDS', at(index));
  if (isAbsent(input, 'table')) return failed('MISSING_TABLE_IN_ADDITIONAL_FIELDS', at(index));
  if (!isNonEmptyString(input.table)) return failed('INVALID_TABLE_IN_ADDITIONAL_FIELDS', at(index));
  if (isAbsent(input, 'fields')) return failed('MISSING_FIELDS_IN_ADDITIONAL_FIELDS', at(index));
  if (!isRecord(input.fields)) return failed('INVALID_FIELDS_IN_ADDITIONAL_FIELDS', at(index));
  if (!isAbsent(input, 'skyflowID') && !isNonEmptyString(input.skyflowID)) {
    return failed('INVALID_SKYFLOW_ID_IN_ADDITIONAL_FIELDS', at(index));
  }
  return parsed({ table: input.table, fields: input.fields, skyflowID: isNonEmptyString(input.skyflowID) ? input.skyflowID : null });
}

/** The additionalFields option: an object whose records are a non-empty array of records. */
function parseAdditionalFields(input: unknown): Parsed<readonly AdditionalRecord[]> {
  if (!isRecord(input)) return failed('INVALID_ADDITIONAL_FIELDS');
  if (isAbsent(input, 'records')) return failed('MISSING_RECORDS_IN_ADDITIONAL_FIELDS');
  if (!Array.isArray(input.records)) return failed('INVALID_RECORDS_IN_ADDITIONAL_FIELDS');
  if (input.records.length === 0) return failed('EMPTY_RECORDS_IN_ADDITIONAL_FIELDS');
  const records: AdditionalRecord[] = [];
  for (const [index, item] of (input.records as unknown[]).entries()) {
    const record = parseAdditionalRecord(item, index);
    if (!record.ok) return record;
    records.push(record.value);
  }
  return parsed(records);
}

/** The upsert option: a non-empty array of { table, column } with non-empty strings. */
function parseUpsert(input: unknown): Parsed<readonly UpsertOption[]> {
  if (!Array.isArray(input)) return failed('INVALID_UPSERT_OPTION_TYPE');
  if (input.length === 0) return failed('EMPTY_UPSERT_OPTIONS_ARRAY');
  const out: UpsertOption[] = [];
  for (const [index, item] of (input as unknown[]).entries()) {
    const where = `upsert[${index}]`;
    if (!isRecord(item)) return failed('INVALID_UPSERT_OPTION_OBJECT_TYPE', where);
    if (isAbsent(item, 'table')) return failed('MISSING_TABLE_IN_UPSERT_OPTION', where);
    if (!isNonEmptyString(item.table)) return failed('INVALID_TABLE_IN_UPSERT_OPTION', where);
    if (isAbsent(item, 'column')) return failed('MISSING_COLUMN_IN_UPSERT_OPTION', where);
    if (!isNonEmptyString(item.column)) return failed('INVALID_COLUMN_IN_UPSERT_OPTION', where);
    out.push({ table: item.table, column: item.column });
  }
  return parsed(out);
}

/**
 * Parses collect options; absent options mean the defaults. Checks tokens, then additionalFields,
 * then upsert.
 *
 * @example parseCollectRequest({ tokens: false, upsert: [{ table: 'cards', column: 'card_number' }] })
 */
export function parseCollectRequest(input: unknown): Parsed<CollectRequest> {
  if (input === undefined) return parsed({ tokens: DEFAULT_COLLECT_TOKENS, additionalRecords: [], upsert: [] });
  if (!isRecord(input)) return failed('INVALID_COLLECT_OPTIONS');
  if (!isAbsent(input, 'tokens') && typeof input.tokens !== 'boolean') return failed('INVALID_TOKENS_IN_COLLECT');
  const additional = isAbsent(input, 'additionalFields') ? parsed<readonly AdditionalRecord[]>([]) : parseAdditionalFields(input.additionalFields);
  if (!additional.ok) return additional;
  const upsert = isAbsent(input, 'upsert') ? parsed<readonly UpsertOption[]>([]) : parseUpsert(input.upsert);
  if (!upsert.ok) return upsert;
  return parsed({
    tokens: typeof input.tokens === 'boolean' ? input.tokens : DEFAULT_COLLECT_TOKENS,
    additionalRecords: additional.value,
    upsert: upsert.value,
  });
}

export const checkCollectRequest = (input: unknown): CollectError | null => errorOf(parseCollectRequest(input));
