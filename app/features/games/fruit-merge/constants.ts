/** Fruit merge rules in numbers. Lengths are world units (1 unit = 1 CSS pixel at scale 1). */
export const CONTAINER_WIDTH = 360;
export const CONTAINER_HEIGHT = 520;
/** The pile must stay below this line (distance from the top). */
export const DANGER_LINE_Y = 96;
/** Where a dropped fruit starts (its centre), above the line. */
export const DROP_Y = 48;
/** Fixed physics step: 60 steps a second, whatever the screen's frame rate. */
export const STEP_MS = 1000 / 60;
/** Steps between two drops (0.5 s). */
export const DROP_COOLDOWN_STEPS = 30;
/** A fruit must stay above the line this many steps (2 s) for the game to end; a fresh drop gets this grace too. */
export const OVER_STEPS = 120;
/** The fruits a drop can bring: the five smallest. */
export const DROPPABLE_LEVELS = 5;
/** A pile counts as settled when no fruit moves faster than this (units per step). */
export const SETTLED_SPEED = 0.05;
