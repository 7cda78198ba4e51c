/** Members' area rules of the service (app §9 in docs/spec-coverage.md and issue 14). */
/** Heartbeats are kept this long, then swept (app §9 in docs/spec-coverage.md). */
export const HEARTBEAT_RETENTION_DAYS = 30;
/** A country is shown on compare only with at least this many people, so nobody can be singled out. */
export const COMPARE_MIN_GROUP_SIZE = 30;
/** The synthetic comparison sample's scores stay within what a short test can tell apart. */
export const SYNTHETIC_IQ_MIN = 55;
export const SYNTHETIC_IQ_MAX = 145;
/** Add-on families that unlock the extended analysis report (the ultimate pack holds every add-on). */
export const REPORT_ADD_ON_FAMILIES = ['analysis_report', 'ult_pack'] as const;
/** Only the reasoning test (its five categories) feeds compare, the report and the certificate. */
export const HEADLINE_TEST = 'reasoning' as const;
