import { describe, expect, it } from 'vitest';
import { paths, RETURN_TO_PARAM, returnPathFrom, signInPathFor, withCarriedParams } from './paths';

describe('withCarriedParams', () => {
  it('carries QA flags onto a bare path', () => {
    expect(withCarriedParams(paths.quiz, '?scenario=declined&utm=x')).toBe(`${paths.quiz}?scenario=declined`);
  });

  it('joins with & when the path has a query of its own, so the flag is not lost', () => {
    const url = new URL(withCarriedParams(`${paths.quiz}?step=21`, '?scenario=declined&wmq=1'), 'http://localhost');
    expect(url.searchParams.get('step')).toBe('21');
    expect(url.searchParams.get('scenario')).toBe('declined');
    expect(url.searchParams.get('wmq')).toBe('1');
  });

  it('leaves the path alone when nothing is carried', () => {
    expect(withCarriedParams(`${paths.quiz}?step=21`, '?other=1')).toBe(`${paths.quiz}?step=21`);
  });
});

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
