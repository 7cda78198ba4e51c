/** The empty placeholder shown while a lazy screen loads (app-spec section 2). */
export function Placeholder() {
  return <div className="placeholder" aria-busy="true" aria-label="Loading" />;
}
