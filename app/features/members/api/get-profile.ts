import useSWR from 'swr';
import { ProfileResponse } from '../../../../contracts/members';
import { useMemberSession } from '../session';
import { memberFetch, memberKey } from './member-fetch';

/** Cloud function get-profile: the profile for one of the member's subscriptions. */
export function useProfile(subscriptionId: string | null) {
  const session = useMemberSession();
  const path = subscriptionId ? `/functions/get-profile?subscription_id=${encodeURIComponent(subscriptionId)}` : null;
  return useSWR(path ? memberKey(session, path) : null, ([p]) => memberFetch(session, p, ProfileResponse));
}
