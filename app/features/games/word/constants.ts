/** Word game rules in numbers. */
export const WORD_LENGTH = 5;
export const MAX_GUESSES = 6;
/** Points for a win on guess 1, 2, … 6. */
export const WIN_POINTS = [600, 500, 400, 300, 200, 100] as const;
/** Hard mode multiplies a win's points by this. */
export const HARD_MODE_FACTOR = 1.5;
