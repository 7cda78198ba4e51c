/** The normal density, for drawing the bell curve (the service computes every score and percentile, issue 27). */

/** Density of the normal distribution at x. */
export function normalPdf(x: number, mean = 0, sd = 1): number {
  const z = (x - mean) / sd;
  return Math.exp(-0.5 * z * z) / (sd * Math.sqrt(2 * Math.PI));
}
