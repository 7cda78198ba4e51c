/** The scenario id a replay saves a session's scenario under, in the fresh simulator and in a session's replay export. */
export const REPLAY_SCENARIO_ID = 'replayed-session';
