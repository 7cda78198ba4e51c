/**
 * The measurement model's constants (issue 27; docs/decisions/0013-psychometric-study-readings.md), written once: the IQ
 * scale, the quadrature grid, the interval and the adaptive test's stopping rule.
 */

/** The IQ scale: IQ = 100 + 15 θ, θ on the standard normal scale of the reference population. */
export const IQ_MEAN = 100;
export const IQ_SD = 15;

/**
 * The quadrature grid for EAP scoring and for calibration: 81 equally spaced nodes from −5 to +5
 * (step 0.125). De Ayala et al. (1995) found 10 nodes understate the posterior SD; 80 is their advice.
 */
export const QUADRATURE_MIN = -5;
export const QUADRATURE_MAX = 5;
export const QUADRATURE_NODES = 81;

/** The interval shown with every score: the central 95 % of the posterior (2.5 % in each tail). */
export const INTERVAL_LEVEL = 0.95;

/** Calibration: an item needs this many stored answers before its parameters are re-estimated. */
export const MIN_ANSWERS_TO_CALIBRATE = 200;
/** EM stops when no parameter moves more than this between cycles, or after the cycle limit. */
export const EM_TOLERANCE = 1e-4;
export const EM_MAX_CYCLES = 500;
/**
 * Weak priors on the item parameters during the M-step (lognormal on a, normal on b), as BILOG
 * and most MML programs use, so an item everyone gets right cannot run off to b = −∞.
 */
export const PRIOR_LOG_A_SD = 0.5;
export const PRIOR_B_SD = 3;

/**
 * The adaptive members' tests (issue 27, point 3): a sitting stops once the posterior SD reaches
 * 0.35 θ (about 5 IQ points, a reliability near 0.88), or at its test's item limit.
 */
export const TARGET_SE = 0.35;
/**
 * Exposure control, randomesque (Kingsbury and Zara 1989): the next item is drawn at random from
 * the k most informative ones left, so two sittings at the same level differ and no item is shown
 * to everyone. Larger k costs a little information per item.
 */
export const RANDOMESQUE_K = 5;
/**
 * Exposure control, restricted (Revuelta and Ponsoda 1998; the r_max of Firestar and of meow's
 * select_restrict_rate): an item already shown in this share of a test's sittings is withheld from
 * the next ones while other items remain, so no item is seen by more than about a quarter of the
 * takers (the conventional ceiling). Together with the randomesque draw above.
 */
export const MAX_EXPOSURE_RATE = 0.25;
/** Rates mean little over a handful of sittings: the restriction applies once a test has had this many. */
export const EXPOSURE_MIN_SITTINGS = 20;
