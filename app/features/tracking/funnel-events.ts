/** Funnel event names live in catalog/funnel-events.ts (shared with the simulator); the app's imports keep this path. */
export * from '../../../catalog/funnel-events';
