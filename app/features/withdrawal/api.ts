/** POST /api/withdrawal on the app origin: the withdrawal without an account (issue 29, point 1). */
import { PUBLIC_WITHDRAWAL_PATH, PublicWithdrawalAnswer, type PublicWithdrawalRequest } from '../../../contracts/public-withdrawal';
import { fetchJson } from '../../lib/fetch-json';

/** The same answer whether or not the details match a contract: when the statement was received. */
export const sendWithdrawal = (request: PublicWithdrawalRequest) => fetchJson(PUBLIC_WITHDRAWAL_PATH, PublicWithdrawalAnswer, { method: 'POST', body: JSON.stringify(request) });
