import type { RouteMeta } from './route-meta.ts';
import * as routes from './routes.ts';

/** The whole table, by name: the server walks it; the web imports single routes instead. */
export const ROUTES = routes satisfies { [N in keyof typeof routes]: RouteMeta & { name: N } };

export type RouteName = keyof typeof ROUTES;
