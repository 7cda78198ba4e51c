/** What the test runner says: adaptive sittings (issue 27), leaving and coming back to a timed test (issue 31). */
export const ATTEMPT_TEXT = {
  adaptiveNote: 'Each answer is final: the next question is chosen from it. The test ends as soon as your score is precise enough.',
  precisionLabel: 'Precision',
  precisionNow: (seIq: number, targetIq: number) => `Your score is known to ±${seIq.toFixed(1)} IQ points; the test ends at ±${targetIq.toFixed(1)}.`,
  questionCount: (n: number, max: number) => `Question ${n} · at most ${max}`,
  endedBy: {
    precision: (n: number) => `Precise enough after ${n} questions: the test stopped there.`,
    'item-limit': (n: number) => `All ${n} questions this test allows were answered.`,
    time: (n: number) => `The time ran out after ${n} questions.`,
  },
  next: 'Next',
  sending: 'Sending…',
  sendAgain: 'Send again',
  sendFailed: 'Your answer did not reach us. It is kept here: send it again.',
  precisionReached: (seIq: number) => `Measured to ±${seIq.toFixed(1)} IQ points (one standard error).`,
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
