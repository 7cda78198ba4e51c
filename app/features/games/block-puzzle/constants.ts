/** Block puzzle rules in numbers. */
export const BOARD_SIZE = 8;
export const OFFER_SIZE = 3;
/** Each placed block scores one point. */
export const POINTS_PER_BLOCK = 1;
/** A cleared line scores this, times the lines cleared together, times the combo (consecutive clearing moves). */
export const POINTS_PER_LINE = 10;
