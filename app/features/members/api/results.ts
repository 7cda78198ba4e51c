import useSWR from 'swr';
import { ResultsResponse } from '../../../../contracts/members';
import { useMemberSession } from '../session';
import { memberFetch, memberKey } from './member-fetch';

const RESULTS_PATH = '/members/results';

/** GET /members/results: the member's history, newest first. */
export function useResults() {
  const session = useMemberSession();
  return useSWR(memberKey(session, RESULTS_PATH), ([path]) => memberFetch(session, path, ResultsResponse));
}
