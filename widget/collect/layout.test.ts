import { describe, expect, it } from 'vitest';
import { checkContainerType, checkLayout, checkUniqueNames, layoutRows, parseComposableOptions } from './layout';

const code = (result: { ok: boolean; error?: { code: string } }): string | null => (result.ok ? null : (result.error?.code ?? null));

describe('container type', () => {
  it('accepts COLLECT and COMPOSABLE; empty and unknown have their own codes', () => {
    expect(checkContainerType('COLLECT')).toBeNull();
    expect(checkContainerType('COMPOSABLE')).toBeNull();
    expect(checkContainerType('')?.code).toBe('EMPTY_CONTAINER_TYPE');
    expect(checkContainerType(undefined)?.code).toBe('EMPTY_CONTAINER_TYPE');
    expect(checkContainerType('collect')?.code).toBe('INVALID_CONTAINER_TYPE');
    expect(checkContainerType(1)?.code).toBe('INVALID_CONTAINER_TYPE');
  });
});

describe('composable options and layout', () => {
  it.each([
    [undefined, 'MISSING_COMPOSABLE_CONTAINER_OPTIONS'],
    ['[1]', 'INVALID_COMPOSABLE_CONTAINER_OPTIONS'],
    [[1], 'INVALID_COMPOSABLE_CONTAINER_OPTIONS'],
    [{}, 'MISSING_LAYOUT_KEY'],
    [{ layout: 2 }, 'INVALID_LAYOUT_TYPE'],
    [{ layout: ['1'] }, 'INVALID_LAYOUT_TYPE'],
    [{ layout: [1.5] }, 'INVALID_LAYOUT_TYPE'],
    [{ layout: [] }, 'EMPTY_LAYOUT_ARRAY'],
    [{ layout: [1, -1] }, 'NEGATIVE_VALUE_IN_LAYOUT'],
  ])('rejects %j with %s', (options, expected) => {
    expect(code(parseComposableOptions(options))).toBe(expected);
  });

  it('accepts rows of zero or more elements and checks the sum against the elements created', () => {
    expect(parseComposableOptions({ layout: [2, 0, 1] })).toEqual({ ok: true, value: { layout: [2, 0, 1] } });
    expect(checkLayout([2, 0, 1], 3)).toBeNull();
    expect(checkLayout([2, 1], 4)?.code).toBe('LAYOUT_SUM_MISMATCH');
    expect(checkLayout([], 0)?.code).toBe('EMPTY_LAYOUT_ARRAY');
  });

  it('splits elements into rows', () => {
    expect(layoutRows(['a', 'b', 'c'], [2, 0, 1])).toEqual([['a', 'b'], [], ['c']]);
  });
});

describe('element names', () => {
  it('must be unique', () => {
    expect(checkUniqueNames(['a', 'b'])).toBeNull();
    expect(checkUniqueNames(['a', 'b', 'a'])?.detail).toBe('name "a"');
  });
});
