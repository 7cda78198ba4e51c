import { warningMessage } from './collect-warnings';
import { describe, expect, it } from 'vitest';
import { COLLECT_ERROR_CODES, COLLECT_ERRORS, describeCollectError } from './collect-error-catalogue';
import {
  CollectError,
  errorOf,
  failed,
  firstError,
  isCollectError,
  orThrow,
  parsed,
  throwIfError,
} from './collect-errors';

describe('collect error catalogue', () => {
  it('gives every code a description', () => {
    expect(COLLECT_ERROR_CODES.length).toBeGreaterThan(60);
    for (const code of COLLECT_ERROR_CODES) expect(COLLECT_ERRORS[code].length).toBeGreaterThan(10);
  });

  it('covers the section 8 families', () => {
    for (const code of [
      'MISSING_RECORDS_IN_ADDITIONAL_FIELDS',
      'INVALID_SKYFLOW_ID_IN_ADDITIONAL_FIELDS',
      'INVALID_ELEMENT_TYPE',
      'INVALID_REGEX_IN_REGEX_MATCH_RULE',
      'INVALID_TOKENS_IN_COLLECT',
      'EMPTY_UPSERT_OPTIONS_ARRAY',
      'INVALID_BOOLEAN_OPTIONS',
      'INVALID_INPUT_TRANSLATION',
      'EMPTY_CONTAINER_TYPE',
      'LAYOUT_SUM_MISMATCH',
      'DUPLICATE_ELEMENT',
      'ELEMENTS_NOT_MOUNTED',
      'INVALID_EVENT_HANDLER',
      'INVALID_ELEMENT_SELECTOR',
      'CONTAINER_MOUNT_FAILED',
      'MISSING_UI_ELEMENT',
      'PARENT_ELEMENT_MISSING',
      'COLLECT_FAILED',
      'BEARER_TOKEN_MISSING',
      'INVALID_BEARER_TOKEN',
      'VAULT_NETWORK_ERROR',
      'VAULT_CONNECTION_ERROR',
    ]) {
      expect(COLLECT_ERROR_CODES).toContain(code);
    }
  });
});

describe('CollectError', () => {
  it('is an Error with its code, description, detail, cause and request id', () => {
    const cause = new TypeError('boom');
    const error = new CollectError('VAULT_NETWORK_ERROR', 'HTTP 500', { cause, requestId: 'req-1' });
    expect(error).toBeInstanceOf(Error);
    expect(isCollectError(error)).toBe(true);
    expect(error.name).toBe('CollectError');
    expect(error.code).toBe('VAULT_NETWORK_ERROR');
    expect(error.message).toBe('[collect] VAULT_NETWORK_ERROR (HTTP 500)');
    expect(describeCollectError(error)).toBe(`[collect] VAULT_NETWORK_ERROR (HTTP 500): ${COLLECT_ERRORS.VAULT_NETWORK_ERROR}`);
    expect(error.cause).toBe(cause);
    expect(error.requestId).toBe('req-1');
  });

  it('has no cause or request id unless given', () => {
    const error = new CollectError('DUPLICATE_ELEMENT');
    expect('cause' in error).toBe(false);
    expect(error.requestId).toBeNull();
    expect(error.detail).toBeNull();
    expect(isCollectError(new Error('x'))).toBe(false);
  });
});

describe('check and parse helpers', () => {
  it('throwIfError throws the error and passes null', () => {
    expect(() => throwIfError(null)).not.toThrow();
    expect(() => throwIfError(new CollectError('EMPTY_LAYOUT_ARRAY'))).toThrow(/EMPTY_LAYOUT_ARRAY/);
  });

  it('firstError stops at the first failing check', () => {
    let ran = 0;
    const error = firstError(
      () => null,
      () => new CollectError('INVALID_LAYOUT_TYPE'),
      () => {
        ran += 1;
        return null;
      },
    );
    expect(error?.code).toBe('INVALID_LAYOUT_TYPE');
    expect(ran).toBe(0);
  });

  it('orThrow and errorOf turn parses into values, throws and checks', () => {
    expect(orThrow(parsed(3))).toBe(3);
    expect(() => orThrow(failed('MISSING_LAYOUT_KEY'))).toThrow(CollectError);
    expect(errorOf(parsed(1))).toBeNull();
    expect(errorOf(failed('MISSING_LAYOUT_KEY'))?.code).toBe('MISSING_LAYOUT_KEY');
  });
});

describe('warningMessage', () => {
  it('prefixes the code and adds the detail when there is one', () => {
    expect(warningMessage({ code: 'FORMAT_IGNORED', detail: 'CVV' })).toBe('[collect] FORMAT_IGNORED: The `format` option is ignored for this element type. (CVV)');
    expect(warningMessage({ code: 'MASK_OVERRIDDEN_BY_FORMAT', detail: null })).toBe(
      '[collect] MASK_OVERRIDDEN_BY_FORMAT: Both `mask` and `format` are set on an INPUT_FIELD: `format` defines the mask.',
    );
  });
});
