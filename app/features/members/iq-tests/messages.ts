/**
 * What the test runner says, in English, ICU MessageFormat: adaptive sittings (issue 27), leaving and
 * coming back to a timed test (issue 31). The part "areaRunner" of the app's catalogues (issue 33), read
 * in the shopper's language through runner-texts.ts; numbers come formatted for the language.
 */
export const ATTEMPT_TEXT = {
  adaptiveNote: 'Each answer is final: the next question is chosen from it. The test ends as soon as your score is precise enough.',
  precisionLabel: 'Precision',
  precisionNow: 'Your score is known to ±{se} IQ points; the test ends at ±{target}.',
  precisionValue: '{percent} of the target precision. {detail}',
  questionCount: 'Question {n} · at most {max}',
  endedByPrecision: 'Precise enough after {n} questions: the test stopped there.',
  endedByItemLimit: 'All {n} questions this test allows were answered.',
  endedByTime: 'The time ran out after {n} questions.',
  next: 'Next',
  sending: 'Sending…',
  sendAgain: 'Send again',
  sendFailed: 'Your answer did not reach us. It is kept here: send it again.',
  precisionReached: 'Measured to ±{se} IQ points (one standard error).',
  leaveTitle: 'Leave the test?',
  leaveBody: 'Your answers are kept and the clock keeps running. Come back within {timeLeft} to carry on from question {question}.',
  stay: 'Stay in the test',
  leave: 'Leave',
  resumed: 'Welcome back: you are on question {question}. The clock kept running while you were away.',
  abandonedTitle: '{test}: attempt abandoned',
  abandonedBody: 'You left this attempt at question {question}, and its {minutes}-minute limit ran out while you were away, so it was not scored.',
  startAgain: 'Start a new attempt',
  backToTests: 'Back to the tests',
  noSuchTest: 'No such test',
  preparing: 'Preparing your questions…',
  timeLeft: 'Time left {time}',
  questionsInEnglish: 'The questions are in English.',
  shapeLabel: 'The shape',
  gridLabel: 'A grid of shapes with the last cell missing',
  resultTitle: '{test}: your result',
  estimatedScore: 'Estimated score',
  resultLine: '95 % interval {range} · about the {ordinal, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile · {correct} of {total} correct in {time}',
  backToHistory: 'Back to the tests and history',
} as const;
