// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { pickRiskSessionId, readRiskSessionEntries } from './risk-session';

const ENTRIES = [
  { id: 'fp-1', provider: 'device-fingerprint' },
  { id: 'pp-1', provider: 'paypal-fraudnet' },
  { id: 'fp-2', provider: 'other' },
];

describe('pickRiskSessionId (widget §7)', () => {
  it('gives PayPal its fraud id and every other method the first other id', () => {
    expect(pickRiskSessionId(ENTRIES, 'payPal')).toBe('pp-1');
    expect(pickRiskSessionId(ENTRIES, 'other')).toBe('fp-1');
  });

  it('is null when the page has no id for the method', () => {
    expect(pickRiskSessionId([{ id: 'fp-1', provider: 'device-fingerprint' }], 'payPal')).toBeNull();
    expect(pickRiskSessionId([{ id: 'pp-1', provider: 'paypal-fraudnet' }], 'other')).toBeNull();
    expect(pickRiskSessionId([], 'other')).toBeNull();
  });
});

describe('readRiskSessionEntries', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('reads each marked element in document order and skips empty ids', () => {
    document.head.innerHTML =
      '<meta data-risk-session-id="abc" data-risk-provider="paypal-fraudnet">' +
      '<meta data-risk-session-id="">' +
      '<meta data-risk-session-id="def">' +
      '<meta name="unrelated" content="x">';
    expect(readRiskSessionEntries(document)).toEqual([
      { id: 'abc', provider: 'paypal-fraudnet' },
      { id: 'def', provider: '' },
    ]);
    expect(readRiskSessionEntries()).toHaveLength(2);
  });
});
