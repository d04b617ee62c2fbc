import { Outlet } from 'react-router';

/** Only the routed view (used by the player). */
export function EmptyLayout() {
  return <Outlet />;
}
