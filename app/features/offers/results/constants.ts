/** Constants of the results screen: the IQ scale and how precise our 20-question estimate is. */

/** The IQ scale: normally distributed with mean 100 and standard deviation 15. */
export const IQ_MEAN = 100;
export const IQ_SD = 15;

/**
 * Assumed reliability of the 20-question quiz. Full clinical batteries reach about 0.95; a short
 * unsupervised test is more like 0.75, and we would rather show a range that is too wide than too narrow.
 */
export const QUIZ_RELIABILITY = 0.75;

/** Standard error of measurement, SD x sqrt(1 - reliability) = 7.5 IQ points; the range shown is +/- 1 SEM (about 68%). */
export const IQ_SEM_POINTS = IQ_SD * Math.sqrt(1 - QUIZ_RELIABILITY);

/** Chart span: mean +/- 4 SD, which holds all but about 0.006% of people. */
export const CHART_MIN_IQ = IQ_MEAN - 4 * IQ_SD;
export const CHART_MAX_IQ = IQ_MEAN + 4 * IQ_SD;
