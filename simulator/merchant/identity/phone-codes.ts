/**
 * GET /qa/api/phone-codes?phone=: the phone sign-in codes the Firebase Auth emulator issued, for QA
 * (README, "Accounts and test users"). The emulator texts nobody; it lists its codes at
 * GET /emulator/v1/projects/{project}/verificationCodes. Only the number and the code are passed on
 * (not the session info that goes with them), newest first.
 */
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { QaPhoneCodesQuery, type QaPhoneCodes } from '../../../contracts/qa-api';
import { Problem } from '../../platform/http/problem';

const EmulatorCodes = z.object({ verificationCodes: z.array(z.looseObject({ phoneNumber: z.string(), code: z.string() })).default([]) });

export interface PhoneCodesSource {
  /** http://host:port of the Auth emulator. */
  readonly origin: string;
  readonly projectId: string;
}

export function qaPhoneCodesHandler(emulator: PhoneCodesSource | undefined, fetchCodes: typeof fetch = fetch): RequestHandler {
  return async (req, res) => {
    const { phone } = QaPhoneCodesQuery.parse(req.query);
    const wanted = phone?.replace(/\s/g, '');
    if (!emulator) {
      const none: QaPhoneCodes = { phoneCodes: [] };
      res.json(none);
      return;
    }
    const url = `${emulator.origin}/emulator/v1/projects/${encodeURIComponent(emulator.projectId)}/verificationCodes`;
    const answer = await fetchCodes(url).catch(() => null);
    if (!answer?.ok) throw new Problem('identity-unavailable', `The Auth emulator did not list its phone codes (${answer ? `HTTP ${answer.status}` : 'not reachable'}).`);
    const parsed = EmulatorCodes.safeParse(await answer.json().catch(() => null));
    if (!parsed.success) throw new Problem('identity-unavailable', 'The Auth emulator answered its phone codes in an unknown shape.');
    const body: QaPhoneCodes = {
      phoneCodes: parsed.data.verificationCodes
        .filter((c) => wanted === undefined || c.phoneNumber === wanted)
        .map((c) => ({ phoneNumber: c.phoneNumber, code: c.code }))
        .reverse(),
    };
    res.json(body);
  };
}
