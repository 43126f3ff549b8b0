import { useEffect } from 'react';
import { HashRouter, useLocation, useNavigate } from '@/lib/router';
import { routeChanged, setNavigator } from '@/lib/navigation';
import { AppRoutes } from './router';

/** Lends the router's navigate to code outside React (the API client, spec §8) and tells it of every change of route. */
function RouterBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => setNavigator((to, options) => navigate(to, options)), [navigate]);
  useEffect(() => routeChanged(), [location]);
  return null;
}

/** The app: the hash router of spec §2 (lib/router.tsx), the layout and every page. */
export function App() {
  return (
    // Each navigation is applied as it is asked for, not as a transition: the pages that end a session leave first
    // (flushSync), or their sign-in guard would remember them as the way back (lib/router.tsx).
    <HashRouter>
      <RouterBridge />
      <AppRoutes />
    </HashRouter>
  );
}
