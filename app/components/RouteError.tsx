import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { APP_MESSAGES } from '../messages';

/** The router fallback: a plain message, with the detail logged for developers. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  return (
    <main className="page page--center">
      <h1>{APP_MESSAGES.routerFallback}</h1>
      {detail ? <p className="muted">{detail}</p> : null}
    </main>
  );
}
