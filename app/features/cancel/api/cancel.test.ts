import { englishText } from '../../../lib/i18n/english-text';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/fetch-json';
import { APP_MESSAGES } from '../../../messages';
import { CODE_MESSAGES } from '../../../../contracts/cancel';
import { CANCEL_TEXT } from '../cancel-text';
import { toCancelError } from './cancel';

const problem = (status: number, body: unknown) => toCancelError(new HttpError(status, body));

describe('toCancelError', () => {
  it('says how many tries a wrong code leaves', () => {
    const error = problem(400, { code: 'code-invalid', triesLeft: 1 });
    expect(error.kind).toBe('code-invalid');
    expect(error.message).toBe(englishText(CANCEL_TEXT.codeInvalid, { triesLeft: 1 }));
    expect(error.message).toContain('1 try left');
  });

  it('tells a locked and an expired code apart, both asking for a new code', () => {
    expect(problem(410, { code: 'code-locked' })).toMatchObject({ kind: 'code-locked', message: CODE_MESSAGES.locked });
    expect(problem(410, { code: 'code-expired' })).toMatchObject({ kind: 'code-expired', message: CODE_MESSAGES.expired });
  });

  it('turns Retry-After seconds into whole minutes, at least one', () => {
    expect(problem(429, { code: 'too-many-requests', retryAfterSeconds: 61 }).message).toBe(englishText(CANCEL_TEXT.tooManyRequests, { minutes: 2 }));
    expect(problem(429, { code: 'too-many-requests', retryAfterSeconds: 5 }).message).toBe(englishText(CANCEL_TEXT.tooManyRequests, { minutes: 1 }));
  });

  it('reads any 401 as a session that ended, and anything unknown as the generic message', () => {
    expect(problem(401, { code: 'id-token-expired' })).toMatchObject({ kind: 'unauthorized', message: CANCEL_TEXT.sessionEnded });
    expect(problem(500, 'Internal Server Error')).toMatchObject({ kind: 'other', message: APP_MESSAGES.somethingWentWrong });
    expect(toCancelError(new TypeError('Failed to fetch'))).toMatchObject({ kind: 'other', message: APP_MESSAGES.somethingWentWrong });
  });
});
