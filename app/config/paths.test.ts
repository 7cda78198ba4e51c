import { describe, expect, it } from 'vitest';
import { paths, withCarriedParams } from './paths';

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
