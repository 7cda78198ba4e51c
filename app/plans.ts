/** The plan catalogue lives in catalog/ (shared with the simulator); the app's imports keep this path. */
export * from '../catalog/plans';
export * from '../catalog/plan-terms';
export * from '../catalog/cadence';
