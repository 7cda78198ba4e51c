import { APP_MESSAGES } from '../messages';

/** The full-screen white message of app §2 in docs/spec-coverage.md for a plan parameter naming no plan. */
export function UnknownPlan({ planId, parameter }: { planId: string; parameter: string }) {
  return (
    // The alert sits inside the page's main landmark: a main may not take the alert role (axe aria-allowed-role).
    <main>
      <div className="unknown-plan" role="alert">
        {APP_MESSAGES.unknownPlan(planId, parameter)}
      </div>
    </main>
  );
}
