import {
  API_PREFIX,
  type PartnerScopeName,
  ROUTES,
  ROUTE_DOCS,
  ROUTE_SCHEMAS,
  type RouteAuth,
  type RouteMeta,
  type RouteName,
  type RouteResult,
  type RouteSchemas,
  errorBodySchema,
} from '@icp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { OperatorRole } from '../../db/schema.ts';
import { requireOperator, requirePartner } from './request-auth.ts';

/** The kinds of caller a guard recognises; `public` and `signed` routes have none. */
export type GuardedAuth = Exclude<RouteAuth, 'public' | 'signed'>;
export type RouteGuards = Partial<Record<GuardedAuth, onRequestAsyncHookHandler>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once by the composition root (app.ts): the guard of each auth kind. */
    routeGuards: RouteGuards;
  }
  interface FastifyContextConfig {
    /** The contract route this Fastify route serves (absent on non-API routes). */
    routeName?: RouteName;
  }
}

type Schemas<N extends RouteName> = (typeof ROUTE_SCHEMAS)[N];
type Parsed<N extends RouteName, K extends 'params' | 'query' | 'body'> =
  Schemas<N> extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

export type RouteRequest<N extends RouteName> = FastifyRequest<{
  Params: Parsed<N, 'params'>;
  Querystring: Parsed<N, 'query'>;
  Body: Parsed<N, 'body'>;
}>;

/** A handler returns the success body, or the reply it sent itself (201/204, streams, headers). */
export type RouteHandler<N extends RouteName> = (
  request: RouteRequest<N>,
  reply: FastifyReply,
) => RouteResult<N> | FastifyReply | Promise<RouteResult<N> | FastifyReply>;

const ERROR_RESPONSES = Object.fromEntries(
  [400, 401, 402, 403, 404, 409, 413, 415, 422, 429].map((status) => [status, errorBodySchema]),
);

export function registerRouteGuards(app: FastifyInstance, guards: RouteGuards): void {
  app.decorate('routeGuards', guards);
  // Deny by default: an /api/v1 route that does not come from the contract's table (and so has
  // no declared auth kind) stops the server at start-up instead of answering without a guard.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${API_PREFIX}/`)) return;
    if (!route.config?.routeName) {
      throw new Error(`${[route.method].flat().join(',')} ${route.url} is not served from the contract's ROUTES table`);
    }
  });
}

/**
 * The roles the route table gives an operator route, checked after the operator's token: any one
 * of them opens it, every other operator gets 403 before the body is read. A route without roles
 * cannot be registered, as a route without a guard cannot.
 */
function operatorRolesGuard(name: string, roles: readonly OperatorRole[] | undefined): onRequestAsyncHookHandler {
  if (!roles || roles.length === 0) throw new Error(`operator route ${name} names no roles in the route table`);
  return async (request) => {
    requireOperator(request, ...roles);
  };
}

/**
 * The scopes the route table gives a partner route, checked after the access token (the partner
 * guard set request.partner): the token must hold all of them, else 403 insufficient_scope with
 * the RFC 6750 challenge naming them. A partner route without scopes cannot be registered.
 */
function partnerScopesGuard(name: string, scopes: readonly PartnerScopeName[] | undefined): onRequestAsyncHookHandler {
  if (!scopes || scopes.length === 0) throw new Error(`partner route ${name} names no scopes in the route table`);
  const needed = scopes.join(' ');
  return async (request, reply) => {
    const granted = requirePartner(request).scopes as readonly string[];
    if (scopes.every((scope) => granted.includes(scope))) return;
    return reply
      .code(403)
      .header('www-authenticate', `Bearer realm="invoice-card-pay", error="insufficient_scope", scope="${needed}"`)
      .send({ status: 'insufficient_scope', message: 'この操作は、連携の際に許可された範囲（スコープ）に含まれていません。' });
  };
}

/**
 * Registers the contract route `name` with its schemas, OpenAPI summary and the guard of its
 * auth kind. A route whose kind has no guard cannot be registered.
 */
export function serveRoute<N extends RouteName>(
  app: FastifyInstance,
  name: N,
  handler: RouteHandler<N>,
  /** bodyLimit: bytes, for the few routes whose body carries a file (the app's default is 1 MB). */
  options: { bodyLimit?: number } = {},
): void {
  const meta = ROUTES[name];
  const docs = ROUTE_DOCS[name];
  const schemas: RouteSchemas = ROUTE_SCHEMAS[name];
  const auth: RouteAuth = meta.auth;
  const guards: onRequestAsyncHookHandler[] = [];
  if (auth !== 'public' && auth !== 'signed') {
    const guard = app.routeGuards?.[auth];
    if (!guard) throw new Error(`route ${name} needs a ${auth} guard, and none is registered`);
    guards.push(guard);
  }
  if (auth === 'operator') guards.push(operatorRolesGuard(name, (meta as RouteMeta).roles));
  if (auth === 'partner') guards.push(partnerScopesGuard(name, (meta as RouteMeta).scopes));
  const hasBody = Object.keys(schemas.responses).length > 0;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: meta.method,
    url: meta.path,
    schema: {
      tags: [docs.tag],
      summary: docs.summary,
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      // A streamed file has no JSON body to describe; its errors still answer the common body.
      ...(hasBody ? { response: { ...ERROR_RESPONSES, ...schemas.errorBodies, ...schemas.responses } } : {}),
    },
    config: { routeName: name },
    ...(options.bodyLimit !== undefined ? { bodyLimit: options.bodyLimit } : {}),
    ...(guards.length > 0 ? { onRequest: guards } : {}),
    handler: handler as never,
  });
}
