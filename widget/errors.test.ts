/**
 * The widget's three coded errors share one shape (widget/errors.ts); what a host sees of each —
 * its name, message, code, detail and cause — is pinned here, so the shared piece cannot change it.
 */
import { describe, expect, it } from 'vitest';
import { CardFormError } from './card-form/card-form-errors';
import { DropInError } from './drop-in/drop-in-errors';
import { CodedError } from './errors';

const face = (error: Error & { code: string; detail: string | null }) => ({
  isError: error instanceof Error,
  name: error.name,
  className: error.constructor.name,
  message: error.message,
  code: error.code,
  detail: error.detail,
  cause: error.cause,
  stackHead: error.stack?.split('\n')[0],
});

describe('coded errors', () => {
  it('CodedError leads with the code, then the detail', () => {
    const cause = new TypeError('boom');
    expect(face(new CodedError('CALLBACK_FAILED', 'onPaymentButtonClicked threw', { cause }))).toEqual({
      isError: true,
      name: 'CodedError',
      className: 'CodedError',
      message: 'CALLBACK_FAILED: onPaymentButtonClicked threw',
      code: 'CALLBACK_FAILED',
      detail: 'onPaymentButtonClicked threw',
      cause,
      stackHead: 'CodedError: CALLBACK_FAILED: onPaymentButtonClicked threw',
    });
    expect(new CodedError('IFRAME_CREATION_FAILED').message).toBe('IFRAME_CREATION_FAILED');
    expect(new CodedError('IFRAME_CREATION_FAILED').detail).toBeNull();
  });

  it('CardFormError leads with [card-form], the code and its description, the detail in brackets', () => {
    const error = new CardFormError('TOO_MANY_REQUESTS', 'countries JSON: HTTP 429');
    expect(face(error)).toEqual({
      isError: true,
      name: 'CardFormError',
      className: 'CardFormError',
      message: '[card-form] TOO_MANY_REQUESTS: Too many requests: the server answered 429; try again later. (countries JSON: HTTP 429)',
      code: 'TOO_MANY_REQUESTS',
      detail: 'countries JSON: HTTP 429',
      cause: undefined,
      stackHead: `CardFormError: ${error.message}`,
    });
    expect(new CardFormError('API_URL_NOT_FOUND').message).toBe('[card-form] API_URL_NOT_FOUND: The API answered 404: the URL does not exist.');
    expect(new CardFormError('API_URL_NOT_FOUND')).toBeInstanceOf(CardFormError);
    expect(new CardFormError('API_URL_NOT_FOUND')).not.toBeInstanceOf(DropInError);
  });

  it('DropInError leads with [drop-in], the code and its description, the detail in brackets', () => {
    const cause = new Error('host callback failed');
    const error = new DropInError('SESSION_REFRESH_FAILED', 'resolved nothing', { cause });
    expect(face(error)).toEqual({
      isError: true,
      name: 'DropInError',
      className: 'DropInError',
      message:
        '[drop-in] SESSION_REFRESH_FAILED: Session refresh failed: onPaymentSessionExpired threw or resolved no { token, execution }; ' +
        'the shopper is asked to reload. (resolved nothing)',
      code: 'SESSION_REFRESH_FAILED',
      detail: 'resolved nothing',
      cause,
      stackHead: `DropInError: ${error.message}`,
    });
    expect(new DropInError('SESSION_REFRESH_FAILED')).not.toBeInstanceOf(CodedError);
  });
});
