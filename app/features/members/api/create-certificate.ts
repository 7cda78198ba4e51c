import { Certificate } from '../../../../contracts/members';
import { useMemberSession } from '../session';
import { memberFetch } from './member-fetch';

/** Cloud function create-certificate: a certificate of the latest reasoning score, with its PDF link. */
export function useCreateCertificate() {
  const session = useMemberSession();
  return (body: { subscription_id: string; name: string }) => memberFetch(session, '/functions/create-certificate', Certificate, { method: 'POST', body: JSON.stringify(body) });
}
