import useSWR from 'swr';
import { MemberResponse } from '../../../../contracts/members';
import { useMemberSession } from '../session';
import { memberFetch, memberKey } from './member-fetch';

export const MEMBER_PATH = '/members/me';

/** GET /members/me: the member and every subscription and add-on they hold. */
export function useMember() {
  const session = useMemberSession();
  return useSWR(memberKey(session, MEMBER_PATH), ([path]) => memberFetch(session, path, MemberResponse));
}
