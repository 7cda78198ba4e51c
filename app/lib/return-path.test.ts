import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { RETURN_TO_PARAM, returnPathFrom, signInPathFor } from './return-path';

describe('returnPathFrom', () => {
  it('gives back a members route named by ?next=, with its own query', () => {
    expect(returnPathFrom(`?next=${encodeURIComponent(`${paths.webapp.compare}?tab=1`)}`)).toBe(`${paths.webapp.compare}?tab=1`);
    expect(new URL(signInPathFor(paths.webapp.profile), 'http://x').searchParams.get(RETURN_TO_PARAM)).toBe(paths.webapp.profile);
    expect(returnPathFrom(signInPathFor(paths.webapp.profile).split('?')[1] ?? '')).toBe(paths.webapp.profile);
  });

  it.each([
    ['nothing', ''],
    ['another site', '?next=https://evil.example/webapp'],
    ['a protocol-relative address', `?next=${encodeURIComponent('//evil.example' + paths.webapp.root)}`],
    ['a backslash trick', `?next=${encodeURIComponent('/\\evil.example')}`],
    ['the funnel', `?next=${encodeURIComponent(paths.subscription)}`],
    ['a look-alike prefix', `?next=${encodeURIComponent(`${paths.webapp.root}-evil`)}`],
    ['a path climbing out', `?next=${encodeURIComponent(`${paths.webapp.root}/../subscription`)}`],
  ])('refuses %s', (_label, search) => {
    expect(returnPathFrom(search)).toBeNull();
  });
});
