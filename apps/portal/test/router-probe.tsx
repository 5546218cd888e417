/**
 * Where the router is, for tests: the portal renders React Router in declarative mode (no router
 * object to ask), so a probe inside the router copies its location out after every render.
 */
import { useLayoutEffect } from 'react';
import { useLocation, type Location } from 'react-router';

/** The router's current location, as `router.state.location` (the data router's shape). */
export interface RouterHandle {
  readonly state: { location: Location };
}

/** A handle and the component that keeps it current (render it inside the router). */
export function routerProbe(): { router: RouterHandle; Probe: () => null } {
  const router = { state: { location: undefined as unknown as Location } };
  function Probe() {
    const location = useLocation();
    useLayoutEffect(() => {
      router.state.location = location;
    }, [location]);
    return null;
  }
  return { router, Probe };
}
