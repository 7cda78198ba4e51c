/**
 * The four tests of the members' area (app §2 in docs/spec-coverage.md, iq-tests): what the member reads on
 * each card, the time allowed and the most items a sitting asks. The items themselves, with their
 * keys, live on the service only (simulator/merchant/members/items); each sitting is adaptive (issue 27):
 * it ends when the estimate is precise enough, or at `maxItems`.
 */
/** The four IQ tests of the members' area. */
export const TEST_IDS = ['reasoning', 'numerical', 'verbal', 'spatial'] as const;
export type TestId = (typeof TEST_IDS)[number];

export interface TestDefinition {
  readonly id: TestId;
  readonly title: string;
  readonly kind: string;
  readonly description: string;
  /** Time allowed for the whole sitting, in seconds. */
  readonly timeLimitS: number;
  /** The most items one sitting asks, when the precision target is not reached first. */
  readonly maxItems: number;
}

export const TESTS: readonly TestDefinition[] = [
  {
    id: 'reasoning',
    title: 'Reasoning test',
    kind: 'Adaptive · 5 kinds',
    description: 'The full test: number series, matrices, analogies, logic and spatial items, each chosen for your level. Each sitting asks new questions.',
    timeLimitS: 20 * 60,
    maxItems: 30,
  },
  {
    id: 'numerical',
    title: 'Numerical reasoning',
    kind: 'Adaptive · numbers',
    description: 'Number series and everyday word problems: percentages, ratios, rates. Pen and paper allowed.',
    timeLimitS: 12 * 60,
    maxItems: 24,
  },
  {
    id: 'verbal',
    title: 'Verbal analogies',
    kind: 'Adaptive · words',
    description: 'Find the relation between two words and carry it over to a third.',
    timeLimitS: 8 * 60,
    maxItems: 16,
  },
  {
    id: 'spatial',
    title: 'Mental rotation',
    kind: 'Adaptive · shapes',
    description: 'Spot the shape that is only turned, not flipped over. Trains spatial visualisation.',
    timeLimitS: 10 * 60,
    maxItems: 20,
  },
];

export function findTest(id: string | undefined): TestDefinition | undefined {
  return TESTS.find((t) => t.id === id);
}
