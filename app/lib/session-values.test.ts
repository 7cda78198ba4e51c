// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSessionValues, readIqScore, readSessionValue, writeSessionValue } from './session-values';

describe('session values', () => {
  beforeEach(() => sessionStorage.clear());

  it('stores under the two-underscore prefix', () => {
    writeSessionValue('userEmail', 'a@b.co');
    expect(sessionStorage.getItem('__userEmail')).toBe('a@b.co');
    expect(readSessionValue('userEmail')).toBe('a@b.co');
  });

  it('defaults the IQ score to 115, also for garbage', () => {
    expect(readIqScore()).toBe(115);
    writeSessionValue('iqScore', 'abc');
    expect(readIqScore()).toBe(115);
    writeSessionValue('iqScore', '128');
    expect(readIqScore()).toBe(128);
  });

  it('clears every value', () => {
    writeSessionValue('subscriptionId', 'sub_1');
    clearSessionValues();
    expect(readSessionValue('subscriptionId')).toBeNull();
  });
});
