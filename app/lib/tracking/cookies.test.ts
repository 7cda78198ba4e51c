import { describe, expect, it } from 'vitest';
import { parseCookies } from './cookies';

describe('parseCookies', () => {
  it.each([
    ['', {}],
    ['_fbp=fb.1.1700000000000.1234567890', { _fbp: 'fb.1.1700000000000.1234567890' }],
    ['a=1; b=2;c=3', { a: '1', b: '2', c: '3' }],
    ['  spaced  =  value  ', { spaced: 'value' }],
    ['enc=hello%20world', { enc: 'hello world' }],
    ['bad=%E0%A4%A', { bad: '%E0%A4%A' }],
    ['quoted="abc"', { quoted: 'abc' }],
    ['eq=a=b', { eq: 'a=b' }],
    ['novalue; =nameless; ok=1', { ok: '1' }],
    ['dup=first; dup=second', { dup: 'first' }],
  ])('%j', (header, expected) => {
    expect(Object.fromEntries(parseCookies(header))).toEqual(expected);
  });
});
