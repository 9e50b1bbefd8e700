import { Navigate } from '@tanstack/react-router';

/** A path no route file handles goes to the 404 page (spec: unknown paths redirect to /error-404). */
export function NotFoundRedirect() {
  return <Navigate to="/error-404" replace />;
}
