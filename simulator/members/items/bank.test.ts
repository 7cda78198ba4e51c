import { describe, expect, it } from 'vitest';
import { PresentedItem } from '../../../contracts/iq-tests';
import { TESTS } from '../../../catalog/iq-tests';
import { MEMBER_ITEMS, TEST_POOLS } from './bank';
import { gridKey, mirror, rotate } from './spatial';

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
    for (const item of TEST_POOLS.reasoning.filter((x) => x.presented.category === 'matrices')) {
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
});
