import type { RouteName } from '@icp/contract';
import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

export interface RouteEntry {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  schema: FastifySchema | undefined;
  /** The contract route it serves (see serve-route.ts); undefined outside /api/v1. */
  routeName: RouteName | undefined;
}

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/**
 * Keeps the list of routes an app registers, with their schemas, so the bad-input test can walk
 * every route and every field the contract accepts instead of a hand-made list that a new route
 * would silently miss. Call before any route is registered.
 */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    table.push({ method: route.method, url: route.url, schema: route.schema, routeName: route.config?.routeName });
  });
}

export function routesOf(app: FastifyInstance): readonly RouteEntry[] {
  return tables.get(app) ?? [];
}
