/** The standard normal distribution, without a statistics library. */

/**
 * Error function, Abramowitz and Stegun formula 7.1.26: absolute error at most 1.5e-7 for every x,
 * so normalCdf below is within 7.5e-8 (far finer than the one decimal place we show).
 */
export function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - poly * Math.exp(-a * a));
}

/** P(X <= x) for X normal with the given mean and standard deviation. */
export function normalCdf(x: number, mean = 0, sd = 1): number {
  return 0.5 * (1 + erf((x - mean) / (sd * Math.SQRT2)));
}

/** Density of the normal distribution at x. */
export function normalPdf(x: number, mean = 0, sd = 1): number {
  const z = (x - mean) / sd;
  return Math.exp(-0.5 * z * z) / (sd * Math.sqrt(2 * Math.PI));
}
