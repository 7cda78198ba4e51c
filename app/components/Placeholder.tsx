/** The empty placeholder shown while a lazy screen loads (app §2 in docs/spec-coverage.md). */
export function Placeholder() {
  return <div className="placeholder" aria-busy="true" aria-label="Loading" />;
}
