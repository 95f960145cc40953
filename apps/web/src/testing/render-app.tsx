import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { attachRouterBehaviour } from '../app/router.tsx';
import { createRoutes } from '../app/routes.tsx';

/** For the first query of a test: the route's chunk loads cold, and the machine may be busy. */
export const LOAD = { timeout: 10_000 } as const;

/** The real route table in a memory router, rendered. */
export function renderApp(path: string) {
  // jsdom has no scrolling; ScrollRestoration calls it on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  attachRouterBehaviour(router);
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
