import { describe, expect, it } from 'vitest';
import type { PayAnswer } from '../../executor/pay';
import { decidePayAnswer } from './decide';

const answer = (over: Partial<PayAnswer>): PayAnswer => ({ code: 'authorizePending', actionRequired: null, executionLink: null, threeDsLink: null, redirectLink: null, confirm: null, ...over });

describe('decidePayAnswer (generic redirect)', () => {
  it('success is done', () => {
    expect(decidePayAnswer(answer({ code: 'authorizeSuccessful' }))).toEqual({ kind: 'success' });
  });

  it('pending with a link redirects there', () => {
    expect(decidePayAnswer(answer({ redirectLink: 'https://bank/x', executionLink: 'https://p/e' }))).toEqual({ kind: 'redirect', link: 'https://bank/x', executionLink: 'https://p/e' });
  });

  it('pending without a link fails: the link must exist (widget §4)', () => {
    expect(decidePayAnswer(answer({}))).toMatchObject({ kind: 'failure', code: 'AUTHORIZATION_ERROR' });
  });

  it.each(['authorizeFailed', 'authorizeRequested', 'confirmRequested'] as const)('%s fails, never succeeds', (code) => {
    expect(decidePayAnswer(answer({ code, redirectLink: 'https://bank/x' }))).toMatchObject({ kind: 'failure', code: 'AUTHORIZATION_ERROR' });
  });
});
