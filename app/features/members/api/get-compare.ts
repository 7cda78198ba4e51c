import useSWR from 'swr';
import { CompareResponse } from '../../../../contracts/members';
import { useMemberSession } from '../session';
import { memberFetch, memberKey } from './member-fetch';

/** GET /members/compare: the member's latest reasoning score against each country's distribution. */
export function useCompare() {
  const session = useMemberSession();
  return useSWR(memberKey(session, '/members/compare'), ([path]) => memberFetch(session, path, CompareResponse));
}
