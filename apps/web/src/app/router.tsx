import { createBrowserRouter } from 'react-router';
import type { DataRouter } from 'react-router';
import { setNavigator, setPendingNavigation } from '../lib/navigation.ts';
import { createWorkflowTracker, workflowOfMatches } from '../lib/workflow.ts';
import { markPageLoaded, setPendingTarget } from './chunk-reload.ts';
import { createRoutes } from './routes.tsx';

type RouterState = DataRouter['state'];

/**
 * Router-level behaviour that is not a screen: clearing a workflow's data when it is left,
 * remembering where a navigation is going (for the chunk reload), and clearing the reload flag
 * once a page has fully loaded.
 */
export function attachRouterBehaviour(router: DataRouter): () => void {
  const trackWorkflow = createWorkflowTracker();
  let lastLocationKey: string | null = null;

  const onState = (state: RouterState) => {
    const target = state.navigation.location;
    const pathOf = (l: RouterState['location']) => `${l.pathname}${l.search}${l.hash}`;
    setPendingTarget(target ? pathOf(target) : null);
    // The first load has no navigation object: the page being loaded is state.location.
    const going = target ?? (state.initialized ? null : state.location);
    setPendingNavigation(going ? pathOf(going) : null);
    if (!state.initialized || state.navigation.state !== 'idle') return;
    if (!state.errors) markPageLoaded();
    if (state.location.key !== lastLocationKey) {
      lastLocationKey = state.location.key;
      trackWorkflow(workflowOfMatches(state.matches.map((m) => m.route)));
    }
  };

  onState(router.state);
  const unsubscribe = router.subscribe(onState);
  setNavigator((to, opts) => void router.navigate(to, opts));
  return unsubscribe;
}

export function createAppRouter(): DataRouter {
  const router = createBrowserRouter(createRoutes());
  attachRouterBehaviour(router);
  return router;
}
