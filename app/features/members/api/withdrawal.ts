import useSWR from 'swr';
import { WITHDRAWAL_PATH, WithdrawalOffer, WithdrawalReceipt, type WithdrawalRequest } from '../../../../contracts/members';
import { useMemberSession } from '../session';
import { memberFetch, memberKey } from './member-fetch';

/** GET /members/withdrawal: may this subscription still be withdrawn from, and what comes back (issue 29). */
export function useWithdrawalOffer(subscriptionId: string | null) {
  const session = useMemberSession();
  const path = subscriptionId ? `${WITHDRAWAL_PATH}?subscription_id=${encodeURIComponent(subscriptionId)}` : null;
  return useSWR(path ? memberKey(session, path) : null, ([p]) => memberFetch(session, p, WithdrawalOffer));
}

/** POST /members/withdrawal: withdraws (once; asked again, the same receipt). */
export function useWithdraw() {
  const session = useMemberSession();
  return (request: WithdrawalRequest) => memberFetch(session, WITHDRAWAL_PATH, WithdrawalReceipt, { method: 'POST', body: JSON.stringify(request) });
}
