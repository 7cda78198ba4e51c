import { describe, expect, it } from 'vitest';
import { checkCollectRequest, parseCollectRequest } from './collect-request';

const record = { table: 'users', fields: { email: 'a@b.c' } };

describe('parseCollectRequest', () => {
  it('defaults to tokens true, no records, no upsert', () => {
    expect(parseCollectRequest(undefined)).toEqual({ ok: true, value: { tokens: true, additionalRecords: [], upsert: [] } });
    expect(parseCollectRequest({})).toEqual({ ok: true, value: { tokens: true, additionalRecords: [], upsert: [] } });
  });

  it('keeps records and upserts', () => {
    const result = parseCollectRequest({
      tokens: false,
      additionalFields: { records: [record, { ...record, skyflowID: 'id-1' }] },
      upsert: [{ table: 'users', column: 'email' }],
    });
    expect(result).toEqual({
      ok: true,
      value: {
        tokens: false,
        additionalRecords: [{ ...record, skyflowID: null }, { ...record, skyflowID: 'id-1' }],
        upsert: [{ table: 'users', column: 'email' }],
      },
    });
  });

  it.each([
    ['options a string', 'x', 'INVALID_COLLECT_OPTIONS'],
    ['tokens a string', { tokens: 'yes' }, 'INVALID_TOKENS_IN_COLLECT'],
    ['additionalFields an array', { additionalFields: [] }, 'INVALID_ADDITIONAL_FIELDS'],
    ['no records', { additionalFields: {} }, 'MISSING_RECORDS_IN_ADDITIONAL_FIELDS'],
    ['records an object', { additionalFields: { records: {} } }, 'INVALID_RECORDS_IN_ADDITIONAL_FIELDS'],
    ['records empty', { additionalFields: { records: [] } }, 'EMPTY_RECORDS_IN_ADDITIONAL_FIELDS'],
    ['record a string', { additionalFields: { records: ['r'] } }, 'INVALID_RECORD_IN_ADDITIONAL_FIELDS'],
    ['record without table', { additionalFields: { records: [{ fields: {} }] } }, 'MISSING_TABLE_IN_ADDITIONAL_FIELDS'],
    ['record table empty', { additionalFields: { records: [{ table: '', fields: {} }] } }, 'INVALID_TABLE_IN_ADDITIONAL_FIELDS'],
    ['record without fields', { additionalFields: { records: [{ table: 't' }] } }, 'MISSING_FIELDS_IN_ADDITIONAL_FIELDS'],
    ['record fields an array', { additionalFields: { records: [{ table: 't', fields: [] }] } }, 'INVALID_FIELDS_IN_ADDITIONAL_FIELDS'],
    ['record skyflowID empty', { additionalFields: { records: [{ ...record, skyflowID: '' }] } }, 'INVALID_SKYFLOW_ID_IN_ADDITIONAL_FIELDS'],
    ['upsert an object', { upsert: {} }, 'INVALID_UPSERT_OPTION_TYPE'],
    ['upsert empty', { upsert: [] }, 'EMPTY_UPSERT_OPTIONS_ARRAY'],
    ['upsert entry a string', { upsert: ['t'] }, 'INVALID_UPSERT_OPTION_OBJECT_TYPE'],
    ['upsert without table', { upsert: [{ column: 'c' }] }, 'MISSING_TABLE_IN_UPSERT_OPTION'],
    ['upsert table a number', { upsert: [{ table: 1, column: 'c' }] }, 'INVALID_TABLE_IN_UPSERT_OPTION'],
    ['upsert without column', { upsert: [{ table: 't' }] }, 'MISSING_COLUMN_IN_UPSERT_OPTION'],
    ['upsert column blank', { upsert: [{ table: 't', column: '  ' }] }, 'INVALID_COLUMN_IN_UPSERT_OPTION'],
  ])('rejects %s with its code', (_name, input, code) => {
    expect(checkCollectRequest(input)?.code).toBe(code);
  });

  it('says which record or upsert entry is wrong', () => {
    expect(checkCollectRequest({ additionalFields: { records: [record, { table: 't' }] } })?.detail).toBe('records[1]');
    expect(checkCollectRequest({ upsert: [{ table: 't', column: 'c' }, {}] })?.detail).toBe('upsert[1]');
  });
});
