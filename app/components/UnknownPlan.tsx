import { APP_MESSAGES } from '../messages';

/** The full-screen white message of app-spec section 2 for a plan parameter naming no plan. */
export function UnknownPlan({ planId, parameter }: { planId: string; parameter: string }) {
  return (
    <main className="unknown-plan" role="alert">
      {APP_MESSAGES.unknownPlan(planId, parameter)}
    </main>
  );
}
