import { describe, expect, it } from 'vitest';
import { CODE_MESSAGES } from '../../../contracts/cancel';
import { englishText } from '../../lib/i18n/english-text';
import { CANCEL_TEXT, CODE_RULES } from './cancel-text';

describe('the cancel part’s code messages (issue 33)', () => {
  it('give in English exactly the service’s words, the code’s rules filled in from contracts/cancel.ts', () => {
    expect(englishText(CANCEL_TEXT.codeShape, CODE_RULES)).toBe(CODE_MESSAGES.shape);
    expect(englishText(CANCEL_TEXT.codeLocked, CODE_RULES)).toBe(CODE_MESSAGES.locked);
    expect(englishText(CANCEL_TEXT.codeExpired, CODE_RULES)).toBe(CODE_MESSAGES.expired);
    for (const left of [1, 3]) expect(englishText(CANCEL_TEXT.codeInvalid, { triesLeft: left })).toBe(CODE_MESSAGES.invalid(left));
  });
});
