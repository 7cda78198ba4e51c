/** Constants of the results screen: the IQ scale its chart draws. */

/** The IQ scale: normally distributed with mean 100 and standard deviation 15. */
export const IQ_MEAN = 100;
export const IQ_SD = 15;

/** Chart span: mean +/- 4 SD, which holds all but about 0.006% of people. */
export const CHART_MIN_IQ = IQ_MEAN - 4 * IQ_SD;
export const CHART_MAX_IQ = IQ_MEAN + 4 * IQ_SD;
