import { describe, expect, it } from 'vitest';
import { FAILURE_CODES, type FailureCode, type PaymentMethodCode } from '../../../widget';
import { nextStepOf } from './next-step';

const METHODS: readonly PaymentMethodCode[] = ['card', 'googlePay', 'payPal', 'applePay', 'genericRedirect'];

describe('the next step after a failed payment', () => {
  it('a declined card: another card; a failed 3-D Secure: the bank app; a bank payment: the bank app; a wallet: another method', () => {
    expect(nextStepOf({ code: 'AUTHORIZATION_ERROR', method: 'card' })).toBe('nextAnotherCard');
    expect(nextStepOf({ code: 'AUTHORIZATION_ERROR', method: 'card', error: 'EXECUTOR_3DS_FAILED' })).toBe('nextThreeDs');
    expect(nextStepOf({ code: 'AUTHORIZATION_ERROR', method: 'genericRedirect' })).toBe('nextBankApp');
    expect(nextStepOf({ code: 'AUTHORIZATION_ERROR', method: 'googlePay' })).toBe('nextAnotherMethod');
    expect(nextStepOf({ code: 'AUTHORIZATION_ERROR', method: 'payPal', error: 'PAYPAL_ORDER_CREATION_FAILED' })).toBe('nextAnotherMethod');
  });

  it('the service or the session failing: try again later; invalid card fields: check them; a cancel: no payment was taken', () => {
    expect(nextStepOf({ code: 'AUTHENTICATION_ERROR', method: 'card' })).toBe('nextTryLater');
    expect(nextStepOf({ code: 'UNKNOWN_ERROR', method: 'genericRedirect' })).toBe('nextTryLater');
    expect(nextStepOf({ code: 'VALIDATION_FAILED', method: 'card' })).toBe('nextCheckCard');
    expect(nextStepOf({ code: 'VALIDATION_FAILED', method: 'payPal' })).toBe('nextAnotherMethod');
    expect(nextStepOf({ code: 'USER_CANCELLED', method: 'applePay' })).toBe('nextCancelled');
  });

  it('a method that cannot pay on this device points to another method, whatever the code', () => {
    expect(nextStepOf({ code: 'UNKNOWN_ERROR', method: 'applePay', error: 'WALLET_UNAVAILABLE' })).toBe('nextAnotherMethod');
    expect(nextStepOf({ code: 'UNKNOWN_ERROR', method: 'payPal', error: 'PAYPAL_BUTTON_MOUNT_FAILED' })).toBe('nextAnotherMethod');
  });

  it('every failure code and method has a next step, and only a card failure asks for another card', () => {
    for (const code of Object.keys(FAILURE_CODES) as FailureCode[]) {
      for (const method of METHODS) {
        const step = nextStepOf({ code, method });
        expect(step).toMatch(/^next/);
        if (step === 'nextAnotherCard' || step === 'nextCheckCard') expect(method).toBe('card');
      }
    }
  });
});
