import useSWR, { useSWRConfig } from 'swr';
import { ResultsResponse, TestResult, type SubmitResultRequest } from '../../../../contracts/members';
import { useMemberSession } from '../session';
import { memberFetch, memberKey } from './member-fetch';

const RESULTS_PATH = '/members/results';

/** GET /members/results: the member's history, newest first. */
export function useResults() {
  const session = useMemberSession();
  return useSWR(memberKey(session, RESULTS_PATH), ([path]) => memberFetch(session, path, ResultsResponse));
}

/** POST /members/results: the service scores and stores the test; the history and compare refresh. */
export function useSubmitResult() {
  const session = useMemberSession();
  const { mutate } = useSWRConfig();
  return async (body: SubmitResultRequest) => {
    const result = await memberFetch(session, RESULTS_PATH, TestResult, { method: 'POST', body: JSON.stringify(body) });
    await mutate((key) => Array.isArray(key) && key[1] === session.uid && key[0] !== '/members/me');
    return result;
  };
}
