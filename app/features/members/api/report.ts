import useSWR, { useSWRConfig } from 'swr';
import { GetReportResponse, Report } from '../../../../contracts/members';
import { useMemberSession } from '../session';
import { memberFetch, memberKey } from './member-fetch';

const reportPath = (subscriptionId: string) => `/functions/get-report?subscription_id=${encodeURIComponent(subscriptionId)}`;

/** Cloud function get-report: the latest report of a subscription and whether its add-on was bought. */
export function useReport(subscriptionId: string | null) {
  const session = useMemberSession();
  return useSWR(subscriptionId ? memberKey(session, reportPath(subscriptionId)) : null, ([path]) => memberFetch(session, path, GetReportResponse));
}

/** Cloud function create-report: builds a new report from the stored answers. */
export function useCreateReport() {
  const session = useMemberSession();
  const { mutate } = useSWRConfig();
  return async (body: { subscription_id: string; iq_value: number; name: string; email: string }) => {
    const report = await memberFetch(session, '/functions/create-report', Report, { method: 'POST', body: JSON.stringify({ ...body, user_id: session.uid }) });
    await mutate(memberKey(session, reportPath(body.subscription_id)));
    return report;
  };
}
