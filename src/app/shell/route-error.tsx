// The router's error element: the same root error screen for errors thrown while rendering a route or
// loading its code (for example a chunk missing after a deploy).
import { useRouteError } from 'react-router-dom';
import { ErrorFallback } from '../ui/error-fallback';

export function RouteError() {
  return <ErrorFallback error={useRouteError()} />;
}
