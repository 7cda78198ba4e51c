/**
 * The withdrawal function without an account (issue 29, point 1; CRD Article 11a): anyone sends the
 * name, the contract (the subscription reference on the receipt) and an email, on the app origin.
 * The answer is the same whether or not the details match a contract, so it tells a stranger nothing
 * about anyone's subscription; the receipt, or why it could not be done, goes to the email on record.
 */
import { z } from 'zod';
import { NAME_MAX_CHARS } from './members';

export const PUBLIC_WITHDRAWAL_PATH = '/api/withdrawal';

export const PublicWithdrawalRequest = z.strictObject({
  name: z.string().trim().min(1).max(NAME_MAX_CHARS),
  /** The subscription reference from the receipt email. */
  contract: z.string().trim().min(1).max(200),
  email: z.email().max(320),
});
export type PublicWithdrawalRequest = z.infer<typeof PublicWithdrawalRequest>;

export const PublicWithdrawalAnswer = z.object({
  status: z.literal('received'),
  /** When the statement was received (ISO time), as the page's own receipt states it. */
  received_at: z.string(),
});
export type PublicWithdrawalAnswer = z.infer<typeof PublicWithdrawalAnswer>;
