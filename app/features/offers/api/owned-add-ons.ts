import { z } from 'zod';
import { appConfig } from '../../../config/env';
import { fetchJson } from '../../../lib/fetch-json';

const Record = z.object({ add_ons: z.array(z.object({ plan_id: z.string() })) });

/** POST /rec/subscriptions/{id}: the add-ons the subscription already holds, so the offers never show them again (issue 29). */
export async function ownedAddOns(subscriptionId: string, email: string): Promise<string[]> {
  const record = await fetchJson(`${appConfig().serviceOrigin}/rec/subscriptions/${encodeURIComponent(subscriptionId)}`, Record, {
    method: 'POST',
    body: JSON.stringify({ email }),
  });
  return record.add_ons.map((a) => a.plan_id);
}
