import { z } from 'zod';
import { ACCOUNT_PATHS, AccountDeleted } from '../../../../contracts/members';
import { useMemberSession } from '../session';
import { memberFetch } from './member-fetch';

const AccountExport = z.record(z.string(), z.unknown());

/** Download my data (one JSON file, saved by the browser) and delete my account, issue 29 point 4. */
export function useAccountActions() {
  const session = useMemberSession();
  return {
    async download(): Promise<void> {
      const data = await memberFetch(session, ACCOUNT_PATHS.export, AccountExport);
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `mindmetric-data-${new Date().toISOString().slice(0, 10)}.json`;
      link.click();
      // The click has queued the download; the object URL is released on the next turn.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
    remove: (email: string) => memberFetch(session, ACCOUNT_PATHS.delete, AccountDeleted, { method: 'POST', body: JSON.stringify({ email }) }),
  };
}
