/** The adaptive sittings (contracts/iq-tests.ts): the service picks, scores and stops; the page only shows. */
import { useSWRConfig } from 'swr';
import { AbandonedSitting, CurrentSittingResponse, OpenSitting, Sitting, sittingAnswerPath, sittingFinishPath, sittingPath, sittingAbandonPath, type AnswerRequest } from '../../../../contracts/iq-tests';
import type { TestId } from '../../../../contracts/members';
import { useMemberSession } from '../session';
import { memberFetch } from './member-fetch';

export function useSittingApi() {
  const session = useMemberSession();
  const { mutate } = useSWRConfig();
  return {
    current: (testId: TestId) => memberFetch(session, sittingPath(testId), CurrentSittingResponse).then((r) => r.sitting),
    start: (testId: TestId) => memberFetch(session, sittingPath(testId), OpenSitting, { method: 'POST', body: '{}' }),
    answer: (sittingId: string, body: AnswerRequest) => memberFetch(session, sittingAnswerPath(sittingId), Sitting, { method: 'POST', body: JSON.stringify(body) }),
    finish: (sittingId: string) => memberFetch(session, sittingFinishPath(sittingId), Sitting, { method: 'POST', body: '{}' }),
    abandon: (sittingId: string) => memberFetch(session, sittingAbandonPath(sittingId), AbandonedSitting, { method: 'POST', body: '{}' }),
    /** After a result: the history, compare and report read it. */
    refreshResults: () => mutate((key) => Array.isArray(key) && key[1] === session.uid && key[0] !== '/members/me'),
  };
}
