// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSessionValues, readSessionValue, writeSessionValue } from './session-values';

describe('session values', () => {
  beforeEach(() => sessionStorage.clear());

  it('stores under the two-underscore prefix', () => {
    writeSessionValue('userEmail', 'a@b.co');
    expect(sessionStorage.getItem('__userEmail')).toBe('a@b.co');
    expect(readSessionValue('userEmail')).toBe('a@b.co');
  });

  it('clears every value', () => {
    writeSessionValue('subscriptionId', 'sub_1');
    clearSessionValues();
    expect(readSessionValue('subscriptionId')).toBeNull();
  });
});
