/** Makes a switch over a closed union exhaustive at compile time; reaching it at run time is a bug. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled value: ${JSON.stringify(value)}`);
}
