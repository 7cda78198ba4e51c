/** What the test runner says about leaving and coming back to a timed test (issue 31). */
export const ATTEMPT_TEXT = {
  leaveTitle: 'Leave the test?',
  leaveBody: (question: number, timeLeft: string) =>
    `Your answers are kept and the clock keeps running. Come back within ${timeLeft} to carry on from question ${question}.`,
  stay: 'Stay in the test',
  leave: 'Leave',
  resumed: (question: number) => `Welcome back: you are on question ${question}. The clock kept running while you were away.`,
  abandonedTitle: (test: string) => `${test}: attempt abandoned`,
  abandonedBody: (question: number, minutes: number) =>
    `You left this attempt at question ${question}, and its ${minutes}-minute limit ran out while you were away, so it was not scored.`,
  startAgain: 'Start a new attempt',
  backToTests: 'Back to the tests',
} as const;
