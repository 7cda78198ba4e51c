import { describe, expect, it } from 'vitest';
import { PresentedItem } from '../../../../contracts/iq-tests';
import { TESTS } from '../../../../catalog/iq-tests';
import { MEMBER_ITEMS, TEST_POOLS } from './bank';
import { provisionalOf } from '../../psychometrics/item-bank';
import { gridKey, mirror, rotate } from './spatial';
import type { MatrixCell } from './types';

const all = [...MEMBER_ITEMS.values()];

describe('members\u2019 item bank (service side)', () => {
  it('every test has a pool larger than its item limit, across difficulty levels; the reasoning pool holds all five kinds', () => {
    for (const test of TESTS) {
      const pool = TEST_POOLS[test.id];
      expect(pool.length, test.id).toBeGreaterThan(test.maxItems);
      expect(new Set(pool.map((item) => item.level)).size, test.id).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(TEST_POOLS.reasoning.map((item) => item.presented.category)).size).toBe(5);
  });

  it('ids are unique and stable, and what the member is sent carries no key', () => {
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    expect(MEMBER_ITEMS.get('ana-01')?.presented.prompt).toBe('Bird is to nest as bee is to …');
    for (const item of all) {
      const sent = PresentedItem.parse(item.presented);
      expect(Object.keys(sent)).not.toContain('correct');
      expect(JSON.stringify(item.presented)).not.toMatch(/"(key|correct|level)"/);
    }
  });

  it('every item has distinct options and one key in range', () => {
    for (const item of all) {
      expect(item.key).toBeGreaterThanOrEqual(0);
      expect(item.key).toBeLessThan(item.options);
      const keys = item.presented.options.map((o) => (o.figure?.kind === 'grid' ? gridKey(o.figure.grid) : o.label));
      expect(new Set(keys).size, `${item.id}: ${keys.join(' | ')}`).toBe(item.options);
    }
  });

  it('spatial keys: the answer is a rotation of the shape, every distractor is not', () => {
    for (const item of TEST_POOLS.spatial) {
      const figure = item.presented.figure;
      if (figure?.kind !== 'grid') throw new Error('spatial needs a grid');
      const rotations = new Set([0, 1, 2, 3].map((t) => gridKey(rotate(figure.grid, t))));
      item.presented.options.forEach((o, i) => {
        if (o.figure?.kind !== 'grid') throw new Error('options need grids');
        expect(rotations.has(gridKey(o.figure.grid))).toBe(i === item.key);
      });
      expect(rotations.has(gridKey(mirror(figure.grid)))).toBe(false);
    }
  });

  it('matrix keys: the missing cell continues each row\u2019s shape rule and each column\u2019s count', () => {
    for (const item of TEST_POOLS.reasoning.filter((x) => x.id.startsWith('mat-'))) {
      const figure = item.presented.figure;
      if (figure?.kind !== 'matrix') throw new Error('matrix needs cells');
      const cells = figure.cells;
      const answer = item.presented.options[item.key]?.figure;
      if (answer?.kind !== 'matrix') throw new Error('option needs a cell');
      expect(answer.cells[0]?.count).toBe(cells[2]?.count);
      const rowKeepsShape = cells[6]?.shape === cells[7]?.shape;
      if (rowKeepsShape) expect(answer.cells[0]?.shape).toBe(cells[6]?.shape);
      else expect([cells[6]?.shape, cells[7]?.shape]).not.toContain(answer.cells[0]?.shape);
    }
  });

  it('series keys: the answer continues the five terms by the item\u2019s rule (checked by the differences for the additive rules)', () => {
    for (const item of TEST_POOLS.numerical.filter((x) => x.id.startsWith('ser-1-'))) {
      const terms = /\? (.+), …/.exec(item.presented.prompt)?.[1]?.split(', ').map(Number) ?? [];
      const step = (terms[1] ?? 0) - (terms[0] ?? 0);
      expect(Number(item.presented.options[item.key]?.label)).toBe((terms[4] ?? 0) + step);
    }
  });

  it('rule matrices (mr6-): of the six options only the key obeys both rules the grid shows, and every shown row obeys them too', () => {
    const items = TEST_POOLS.reasoning.filter((x) => x.id.startsWith('mr6-'));
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const [, shapes, counts] = item.id.split('-');
      const figure = item.presented.figure;
      if (figure?.kind !== 'matrix') throw new Error('matrix needs cells');
      const at = (r: number, c: number, last?: MatrixCell) => (r === 2 && c === 2 ? last : (figure.cells[r * 3 + c] ?? undefined));
      const obeys = (last: MatrixCell) => {
        for (let r = 0; r < 3; r += 1) {
          const row = [0, 1, 2].map((c) => at(r, c, last) as MatrixCell);
          const col = [0, 1, 2].map((c) => at(c, r, last) as MatrixCell);
          // Distribution of three: every row and every column holds the same three shapes (the first row's).
          const three = new Set([0, 1, 2].map((c) => (at(0, c) as MatrixCell).shape));
          const sameThree = (cells: readonly MatrixCell[]) => new Set(cells.map((x) => x.shape)).size === 3 && cells.every((x) => three.has(x.shape));
          const shapeOk = shapes === 'row' ? new Set(row.map((x) => x.shape)).size === 1 : sameThree(row) && sameThree(col);
          const [a, b, c] = row.map((x) => x.count);
          const countOk = counts === 'rise' ? a === 1 && b === 2 && c === 3 : counts === 'sum' ? (a as number) + (b as number) === c : new Set([a, b, c]).size === 3 && new Set(col.map((x) => x.count)).size === 3;
          if (!shapeOk || !countOk) return false;
        }
        return true;
      };
      item.presented.options.forEach((o, i) => {
        if (o.figure?.kind !== 'matrix') throw new Error('options need a cell');
        expect(obeys(o.figure.cells[0] as MatrixCell), `${item.id} option ${i}`).toBe(i === item.key);
      });
      expect(item.options).toBe(6);
    }
  });

  it('orderings (ord-): the order rebuilt from the comparisons answers the question with the key', () => {
    const items = TEST_POOLS.reasoning.filter((x) => x.id.startsWith('ord-'));
    expect(items.length).toBeGreaterThan(0);
    const more = ['taller', 'older', 'faster', 'heavier'];
    const less = ['shorter', 'younger', 'slower', 'lighter'];
    const ordinals = ['', 'second ', 'third ', 'fourth ', 'fifth ', 'sixth '];
    for (const item of items) {
      const above = new Map<string, string>(); // name -> the one just below it
      for (const [, x, word, y] of item.presented.prompt.matchAll(/(\w+) is (\w+) than (\w+)\./g)) {
        if (more.includes(word as string)) above.set(x as string, y as string);
        else if (less.includes(word as string)) above.set(y as string, x as string);
        else throw new Error(`${item.id}: unknown relation ${word}`);
      }
      const below = new Set(above.values());
      const top = [...above.keys()].filter((name) => !below.has(name));
      expect(top, item.id).toHaveLength(1);
      const order = [top[0] as string];
      while (above.has(order.at(-1) as string)) order.push(above.get(order.at(-1) as string) as string);
      const question = /Who is the (.+)\?$/.exec(item.presented.prompt)?.[1] ?? '';
      const isLast = less.some((w) => question === w.replace(/er$/, 'est').replace(/([^aeiou])\1est$/, '$1est'));
      const nth = ordinals.findIndex((o, i) => i > 0 && question.startsWith(o));
      const position = isLast ? order.length - 1 : Math.max(0, nth);
      expect(item.presented.options[item.key]?.label, `${item.id}: ${item.presented.prompt}`).toBe(order[position]);
    }
  });

  it('the reasoning pool spans the ability range: generated items carry their model\u2019s b, from below \u22122 to above +2', () => {
    const bs = TEST_POOLS.reasoning.map((item) => provisionalOf(item).b);
    expect(Math.min(...bs)).toBeLessThanOrEqual(-2);
    expect(Math.max(...bs)).toBeGreaterThanOrEqual(2);
    for (const item of all.filter((x) => /^(sr6|mr6|ord|rw)-/.test(x.id))) expect(item.modelB, item.id).toBeTypeOf('number');
  });
});
