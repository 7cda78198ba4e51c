import { describe, expect, it } from 'vitest';
import { FAILURE_CODES } from '../errors';
import { readFileSync } from 'node:fs';
import { stateChangePayload } from '../methods/card/card';
import { failureMessageStyle } from './view';

describe('failureMessageStyle', () => {
  it('shows "Payment cancelled." (USER_CANCELLED) as neutral information announced politely', () => {
    expect(failureMessageStyle('USER_CANCELLED')).toEqual({ className: 'mm-message mm-message--info', role: 'status' });
  });

  it('keeps every other failure code red and assertive', () => {
    const others = Object.keys(FAILURE_CODES).filter((code) => code !== 'USER_CANCELLED') as (keyof typeof FAILURE_CODES)[];
    expect(others.length).toBeGreaterThan(3);
    for (const code of others) expect(failureMessageStyle(code)).toEqual({ className: 'mm-message mm-message--failure', role: 'alert' });
  });

  it('styles the info message without the failure colours', () => {
    // The stylesheet as written (the unit tests do not run the build's CSS pipeline).
    const DROP_IN_CSS = readFileSync(new URL('../ui/drop-in.css', import.meta.url), 'utf8');
    const info = /\.mm-message--info \{([^}]*)\}/.exec(DROP_IN_CSS)?.[1] ?? '';
    const failure = /\.mm-message--failure \{([^}]*)\}/.exec(DROP_IN_CSS)?.[1] ?? '';
    expect(info).not.toBe('');
    expect(info).not.toContain('--mm-error');
    expect(failure).toContain('--mm-error');
  });
});

describe('stateChangePayload', () => {
  it('is {isValid, cardNetwork, bin, billingAddress} (widget §3), without the element details', () => {
    const billingAddress = { country: { name: 'Brazil', code: 'BR' }, postalCode: '01310-100' };
    const state = { isValid: true, cardNetwork: 'visa' as const, bin: '42424242', billingAddress, elements: { CARD_NUMBER: { isEmpty: false, isComplete: true, isValid: true, isFocused: false, isRequired: true } } };
    expect(stateChangePayload(state)).toEqual({ isValid: true, cardNetwork: 'visa', bin: '42424242', billingAddress });
    expect(stateChangePayload({ ...state, billingAddress: null })).toEqual({ isValid: true, cardNetwork: 'visa', bin: '42424242', billingAddress: null });
  });
});
