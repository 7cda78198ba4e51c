import { describe, expect, it } from 'vitest';
import { PAGE_CSS } from './redirect-page';

/** WCAG 2.2's relative luminance of a #rrggbb or #rgb colour. */
function luminance(hex: string): number {
  const full = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
};

/** Every rule of the sheet that sets both a background and a text colour, as [selector, background, colour]. */
const pairs = [...PAGE_CSS.matchAll(/([^{}]+)\{([^}]*)\}/g)].flatMap(([, selector, body]) => {
  const background = /background:(#[0-9a-f]{3,6})\b/i.exec(body ?? '')?.[1];
  const colour = /(?:^|;)color:(#[0-9a-f]{3,6})\b/i.exec(body ?? '')?.[1];
  return background && colour ? [[selector?.trim() ?? '', background, colour] as const] : [];
});

describe("the provider's redirect pages' colours", () => {
  it('finds the buttons whose colours it checks', () => {
    expect(pairs.map(([selector]) => selector)).toEqual(expect.arrayContaining(['.primary', '.bank', '.secondary']));
  });

  it.each(pairs)('%s: its text reads at 4.5:1 or more on its background (%s behind %s)', (_selector, background, colour) => {
    expect(contrast(background, colour)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures what WCAG measures: black on white is 21:1, and white on the old Pix green #32bcad falls under the floor', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrast('#32bcad', '#fff')).toBeLessThan(4.5);
  });
});
