/**
 * Makes a switch over a closed union exhaustive at compile time; reaching it at run time is a bug.
 * A copy of the executor's one-liner: widget folders reach into each other only for pure card rules.
 */
export function assertNever(value: never): never {
  throw new Error(`Unhandled value: ${JSON.stringify(value)}`);
}
