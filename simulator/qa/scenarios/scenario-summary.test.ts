import { describe, expect, it } from 'vitest';
import { SHOPPER_MESSAGES } from '../../../catalog/shopper-messages';
import { SCENARIOS } from '../../../scenarios';
import { MESSAGES } from '../../../widget/messages';
import { summarize } from './scenario-summary';

describe('summarize', () => {
  it('shows QA the words the shopper reads, not a message key', () => {
    expect(summarize(SCENARIOS.declined).shopperMessage).toBe(`“${MESSAGES.authorizationFailed}” (widget)`);
    expect(summarize(SCENARIOS['subscription-service-error']).shopperMessage).toBe(`“${SHOPPER_MESSAGES.somethingWentWrong}” (app)`);
  });

  it('names the test cards that select a scenario', () => {
    expect(summarize(SCENARIOS.declined).testCards).toEqual(['4000000000000002']);
  });
});
