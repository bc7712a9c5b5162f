// The last segment of the current path: the active tab of a page whose tabs are child routes.
import { useLocation } from 'react-router-dom';

export function useLastPathSegment(): string {
  const { pathname } = useLocation();
  return decodeURIComponent(pathname.replace(/\/+$/, '').split('/').pop() ?? '');
}
