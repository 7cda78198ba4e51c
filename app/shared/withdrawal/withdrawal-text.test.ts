import { describe, expect, it } from 'vitest';
import { REFUND_DAYS, WITHDRAWAL_DAYS, WITHDRAWAL_MESSAGES, WITHDRAWAL_TEXT } from '../../../catalog/withdrawal';
import { englishText } from '../../lib/i18n/english-text';
import { WITHDRAWAL_PAGE_TEXT } from './withdrawal-text';

describe('the withdrawal part (issue 33)', () => {
  it('gives in English exactly the statutory words the service and the emails read, the periods filled in', () => {
    for (const key of Object.keys(WITHDRAWAL_MESSAGES) as (keyof typeof WITHDRAWAL_MESSAGES)[]) {
      expect(englishText(WITHDRAWAL_PAGE_TEXT[key], { days: WITHDRAWAL_DAYS, refundDays: REFUND_DAYS })).toBe(WITHDRAWAL_TEXT[key]);
    }
    expect(WITHDRAWAL_TEXT.publicReceived).toContain(`in the last ${WITHDRAWAL_DAYS} days`);
    expect(WITHDRAWAL_TEXT.refundFailed).toContain(`within ${REFUND_DAYS} days`);
  });
});
