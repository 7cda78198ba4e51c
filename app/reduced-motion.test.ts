import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// WCAG 2.3.3 / 2.2.2: a shopper or player who asks the system for less motion gets none from the app's
// stylesheets. The games' screens (games/shared/GamePage.tsx wraps each in .game-screen) switch every
// animation and transition off; everywhere else transitions go and the one spinner only slows.
const APP = __dirname;
const sheets = readdirSync(APP, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({ file: relative(APP, join(APP, file)), css: readFileSync(join(APP, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '') }));

/** The text inside each `@media (prefers-reduced-motion: reduce) { … }` block, and the sheet without them. */
function splitReduced(css: string): { reduced: string[]; rest: string } {
  const reduced: string[] = [];
  let rest = css;
  for (let at = rest.search(/@media\s*\(prefers-reduced-motion:\s*reduce\)\s*\{/); at >= 0; at = rest.search(/@media\s*\(prefers-reduced-motion:\s*reduce\)\s*\{/)) {
    const open = rest.indexOf('{', at);
    let depth = 1;
    let end = open + 1;
    for (; depth > 0 && end < rest.length; end += 1) depth += rest[end] === '{' ? 1 : rest[end] === '}' ? -1 : 0;
    reduced.push(rest.slice(open + 1, end - 1));
    rest = rest.slice(0, at) + rest.slice(end);
  }
  return { reduced, rest };
}

/** Rules as selector lists and declarations. */
const rules = (css: string) => [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({ selectors: (m[1] ?? '').split(',').map((s) => s.trim()), body: m[2] ?? '' }));
const MOTION = /(?:^|;)\s*(?:animation|animation-name|transition)\s*:\s*(?!none)/;

/** The reduced-motion rule of `file` that applies to every element and pseudo-element under `scope`. */
function coveringRule(file: string, scope: string) {
  const sheet = sheets.find((s) => s.file === file);
  const reduced = splitReduced(sheet?.css ?? '').reduced.flatMap(rules);
  const everything = [`${scope}*`, `${scope}*::before`, `${scope}*::after`];
  return reduced.find((rule) => everything.every((selector) => rule.selectors.includes(selector)));
}

describe('reduced motion in the app stylesheets', () => {
  const moving = sheets.flatMap(({ file, css }) => rules(splitReduced(css).rest).filter((rule) => MOTION.test(rule.body)).map((rule) => ({ file, selectors: rule.selectors.join(', '), body: rule.body })));

  it('finds the animations and transitions it must cover', () => {
    expect(moving.map((m) => m.selectors)).toEqual(expect.arrayContaining(['.spinner', '.progress__bar', '.wd-row--shake', '.bp-cell']));
  });

  it('switches every game animation and transition off, and elsewhere every transition off with only the spinner slowed', () => {
    const games = coveringRule(join('features', 'games', 'shared', 'games.css'), '.game-screen ');
    expect(games?.body).toMatch(/animation:\s*none !important/);
    expect(games?.body).toMatch(/transition:\s*none !important/);
    const global = coveringRule('styles.css', '');
    expect(global?.body).toMatch(/transition:\s*none !important/);
    expect(global?.body).toMatch(/animation-duration:\s*[\d.]+s !important/);
    expect(global?.body).toMatch(/scroll-behavior:\s*auto !important/);
    // Outside the games, the one animation left running (slowed) is the loading spinner.
    const animated = moving.filter((m) => !m.file.startsWith(join('features', 'games')) && /(?:^|;)\s*animation(?:-name)?\s*:/.test(m.body));
    expect(animated.map((m) => m.selectors)).toEqual(['.spinner']);
  });
});
