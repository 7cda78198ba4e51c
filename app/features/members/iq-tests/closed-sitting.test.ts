import { describe, expect, it, vi } from 'vitest';
import type { Sitting } from '../../../../contracts/iq-tests';
import { HttpError } from '../../../lib/fetch-json';
import { answerOrEnd } from './closed-sitting';

const ended: Sitting = { status: 'abandoned', id: 'sit_1', test_id: 'reasoning', answered: 4, time_limit_s: 1200 };
const body = { item_id: 'ser-1-01', option: 2 };
const refused = (reason: string, status = 409) => new HttpError(status, { code: 'conflict', reason, detail: 'no' });

describe('answering a sitting the service already closed', () => {
  it('shows the sitting\u2019s end: a 409 sitting-closed is followed by one finish, whose answer the page gets', async () => {
    const calls = { answer: vi.fn().mockRejectedValue(refused('sitting-closed')), finish: vi.fn().mockResolvedValue(ended) };
    await expect(answerOrEnd(calls, 'sit_1', body)).resolves.toEqual(ended);
    expect(calls.answer).toHaveBeenCalledWith('sit_1', body);
    expect(calls.finish).toHaveBeenCalledOnce();
    expect(calls.finish).toHaveBeenCalledWith('sit_1');
  });

  it('leaves every other outcome as it was: an answer, another 409, a server error, a failed finish', async () => {
    const next = { ...ended, answered: 5 };
    const ok = { answer: vi.fn().mockResolvedValue(next), finish: vi.fn() };
    await expect(answerOrEnd(ok, 'sit_1', body)).resolves.toBe(next);
    for (const error of [refused('answer-already-given'), refused('not-current-item'), refused('sitting-closed', 500), new TypeError('offline')]) {
      const calls = { answer: vi.fn().mockRejectedValue(error), finish: vi.fn() };
      await expect(answerOrEnd(calls, 'sit_1', body)).rejects.toBe(error);
      expect(calls.finish).not.toHaveBeenCalled();
    }
    const lost = new TypeError('offline');
    await expect(answerOrEnd({ answer: vi.fn().mockRejectedValue(refused('sitting-closed')), finish: vi.fn().mockRejectedValue(lost) }, 'sit_1', body)).rejects.toBe(lost);
  });
});
