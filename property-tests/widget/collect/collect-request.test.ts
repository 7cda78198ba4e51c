import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCollectRequest, parseCollectRequest } from '../../../widget/collect/collect-request';
import { blank, type Config, dropping, expectEachMutationRejected, type Mutation, notRecord, notString, RUNS, setting, validCollectRequest } from './arbitraries';

const has = (key: string) => (c: Config): boolean => c[key] !== undefined;
const recordsOf = (c: Config): Config[] => (c.additionalFields as { records: Config[] }).records;
const upsertOf = (c: Config): Config[] => c.upsert as Config[];

/** Changes one item of a list in the config by `f`. */
function changeItem(list: Config[], rebuild: (items: unknown[]) => Config, f: (item: Config) => fc.Arbitrary<unknown>): fc.Arbitrary<Config> {
  return fc.nat(list.length - 1).chain((i) => f(list[i] as Config).map((item) => rebuild(list.map((x, j) => (j === i ? item : x)))));
}
const changeRecord = (c: Config, f: (r: Config) => fc.Arbitrary<unknown>) =>
  changeItem(recordsOf(c), (records) => ({ ...c, additionalFields: { records } }), f);
const changeUpsert = (c: Config, f: (u: Config) => fc.Arbitrary<unknown>) => changeItem(upsertOf(c), (upsert) => ({ ...c, upsert }), f);
const withRecords = (c: Config, records: fc.Arbitrary<unknown>) => records.map((r) => ({ ...c, additionalFields: { records: r } }));

const MUTATIONS: readonly Mutation[] = [
  { name: 'options not an object', code: 'INVALID_COLLECT_OPTIONS', mutate: () => notRecord },
  { name: 'tokens not a boolean', code: 'INVALID_TOKENS_IN_COLLECT', mutate: (c) => setting(c, 'tokens', fc.oneof(fc.constantFrom('true', 0, 1, null), fc.string())) },
  { name: 'additionalFields not an object', code: 'INVALID_ADDITIONAL_FIELDS', mutate: (c) => setting(c, 'additionalFields', notRecord) },
  { name: 'no records', code: 'MISSING_RECORDS_IN_ADDITIONAL_FIELDS', mutate: (c) => fc.constant({ ...c, additionalFields: {} }) },
  { name: 'records not an array', code: 'INVALID_RECORDS_IN_ADDITIONAL_FIELDS', mutate: (c) => withRecords(c, fc.oneof(fc.object(), fc.string(), fc.nat(), fc.constant(null))) },
  { name: 'records empty', code: 'EMPTY_RECORDS_IN_ADDITIONAL_FIELDS', mutate: (c) => withRecords(c, fc.constant([])) },
  { name: 'a record not an object', code: 'INVALID_RECORD_IN_ADDITIONAL_FIELDS', applies: has('additionalFields'), mutate: (c) => changeRecord(c, () => notRecord) },
  { name: 'a record without table', code: 'MISSING_TABLE_IN_ADDITIONAL_FIELDS', applies: has('additionalFields'), mutate: (c) => changeRecord(c, (r) => dropping(r, 'table')) },
  {
    name: 'a record with a blank table',
    code: 'INVALID_TABLE_IN_ADDITIONAL_FIELDS',
    applies: has('additionalFields'),
    mutate: (c) => changeRecord(c, (r) => setting(r, 'table', fc.oneof(blank, notString))),
  },
  { name: 'a record without fields', code: 'MISSING_FIELDS_IN_ADDITIONAL_FIELDS', applies: has('additionalFields'), mutate: (c) => changeRecord(c, (r) => dropping(r, 'fields')) },
  {
    name: 'a record with fields not an object',
    code: 'INVALID_FIELDS_IN_ADDITIONAL_FIELDS',
    applies: has('additionalFields'),
    mutate: (c) => changeRecord(c, (r) => setting(r, 'fields', notRecord)),
  },
  {
    name: 'a record with a blank skyflowID',
    code: 'INVALID_SKYFLOW_ID_IN_ADDITIONAL_FIELDS',
    applies: has('additionalFields'),
    mutate: (c) => changeRecord(c, (r) => setting(r, 'skyflowID', fc.oneof(blank, notString))),
  },
  { name: 'upsert not an array', code: 'INVALID_UPSERT_OPTION_TYPE', mutate: (c) => setting(c, 'upsert', fc.oneof(fc.object(), fc.string(), fc.nat(), fc.constant(null))) },
  { name: 'upsert empty', code: 'EMPTY_UPSERT_OPTIONS_ARRAY', mutate: (c) => setting(c, 'upsert', fc.constant([])) },
  { name: 'an upsert entry not an object', code: 'INVALID_UPSERT_OPTION_OBJECT_TYPE', applies: has('upsert'), mutate: (c) => changeUpsert(c, () => notRecord) },
  { name: 'an upsert entry without table', code: 'MISSING_TABLE_IN_UPSERT_OPTION', applies: has('upsert'), mutate: (c) => changeUpsert(c, (u) => dropping(u, 'table')) },
  {
    name: 'an upsert entry with a blank table',
    code: 'INVALID_TABLE_IN_UPSERT_OPTION',
    applies: has('upsert'),
    mutate: (c) => changeUpsert(c, (u) => setting(u, 'table', fc.oneof(blank, notString))),
  },
  { name: 'an upsert entry without column', code: 'MISSING_COLUMN_IN_UPSERT_OPTION', applies: has('upsert'), mutate: (c) => changeUpsert(c, (u) => dropping(u, 'column')) },
  {
    name: 'an upsert entry with a blank column',
    code: 'INVALID_COLUMN_IN_UPSERT_OPTION',
    applies: has('upsert'),
    mutate: (c) => changeUpsert(c, (u) => setting(u, 'column', fc.oneof(blank, notString))),
  },
];

describe('collect request (property)', () => {
  it('accepts every valid request, keeping records and upserts, tokens true by default', () => {
    fc.assert(
      fc.property(validCollectRequest, (input) => {
        const result = parseCollectRequest(input);
        if (!result.ok) throw result.error;
        expect(result.value.tokens).toBe(input.tokens ?? true);
        expect(result.value.additionalRecords).toHaveLength(input.additionalFields ? recordsOf(input).length : 0);
        expect(result.value.upsert).toEqual(input.upsert ?? []);
      }),
      RUNS,
    );
  });

  it('rejects each single mutation with its own code', () => {
    expectEachMutationRejected(validCollectRequest, MUTATIONS, (input) => checkCollectRequest(input)?.code);
  });
});
