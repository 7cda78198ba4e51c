import { deployedEnvironment, type Environment } from '../../../widget';
import { textToBoolean } from '../../lib/text-to-boolean';

/**
 * QA flags for the widget: `?widgetEnv=DEV` only where the deployment allows it (a staging origin, whose
 * host contains `dev`, or a local run; issue 43): on a production origin the link's flag is ignored and
 * the widget runs PROD, so no link can make the vault frame reveal card values. `?timeScale=0.01` (the
 * widget ignores the scale outside DEV); `?showExistingCards=false` passes that merchant option
 * (deprecated, issue 30) to the drop-in as is.
 */
export function qaWidgetOptions(params: URLSearchParams, pageOrigin: string): { environment?: Environment; timeScale?: number; showExistingCards?: boolean } {
  const env = params.get('widgetEnv');
  const scale = Number(params.get('timeScale'));
  const existing = params.get('showExistingCards');
  return {
    ...(env === 'DEV' || env === 'PROD' ? { environment: deployedEnvironment(env, pageOrigin) } : {}),
    ...(params.has('timeScale') && Number.isFinite(scale) && scale > 0 ? { timeScale: scale } : {}),
    ...(existing !== null ? { showExistingCards: textToBoolean(existing) } : {}),
  };
}
