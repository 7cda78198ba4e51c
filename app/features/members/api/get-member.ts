import useSWR from 'swr';
import { MEMBER_PATH, MemberResponse } from '../../../../contracts/members';
import { useMemberSession } from '../session';
import { memberFetch, memberKey } from './member-fetch';

export { MEMBER_PATH };

/** GET /members/me: the member and every subscription and add-on they hold. */
export function useMember() {
  const session = useMemberSession();
  return useSWR(memberKey(session, MEMBER_PATH), ([path]) => memberFetch(session, path, MemberResponse));
}
