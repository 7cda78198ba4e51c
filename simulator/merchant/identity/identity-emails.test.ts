import { describe, expect, it } from 'vitest';
import { Outbox } from '../outbox/outbox';
import { openSimulatorDatabase } from '../../database';

import { identityEmail } from './identity-emails';

/** A sign-in link whose continue URL carries a subscription id with a Luhn-valid 16-digit run (4242 4242 4242 4242). */
const OOB_CODE = 'oobCodeXyz';
const LINK = `http://127.0.0.1:9099/emulator/action?mode=signIn&lang=en&oobCode=${OOB_CODE}&apiKey=fake-api-key&continueUrl=${encodeURIComponent(
  'http://localhost:5000/mindmetric/activate?subscription=sub_01a2076e-4242-4242-4242-4242abcdef00',
)}`;

describe('identity emails', () => {
  it('are sent whatever digits their own link carries: the link, escaped in the HTML too, is a reference', () => {
    const outbox = new Outbox(openSimulatorDatabase(':memory:'));
    const sent = outbox.send(identityEmail('sign-in-link', 'ada@example.com', LINK, [OOB_CODE, LINK]));
    expect(sent.html).toContain('&amp;oobCode=oobCodeXyz');
    expect(outbox.list({ to: 'ada@example.com' })).toHaveLength(1);
  });

  it('are still refused when a card number sits outside the link', () => {
    const outbox = new Outbox(openSimulatorDatabase(':memory:'));
    const email = identityEmail('sign-in-link', 'ada@example.com', LINK, [OOB_CODE, LINK]);
    expect(() => outbox.send({ ...email, text: `${email.text} 4242 4242 4242 4242` })).toThrow(/card number/);
  });
});
