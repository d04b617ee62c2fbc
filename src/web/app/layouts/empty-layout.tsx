import { Outlet } from 'react-router';
import { TestModeBanner } from '../test-mode-banner';

/** Only the routed view (used by the player), under the test-mode notice when payments are pretend. */
export function EmptyLayout() {
  return (
    <>
      <TestModeBanner />
      <Outlet />
    </>
  );
}
