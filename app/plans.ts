/** The plan catalogue lives in catalog/plans.ts (shared with the simulator); the app's imports keep this path. */
export * from '../catalog/plans';
