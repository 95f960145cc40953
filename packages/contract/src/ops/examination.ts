/**
 * Operator console (examination): request and response schemas of the /api/v1/ops routes of this area,
 * with their OpenAPI text. route-schemas.ts spreads them into ROUTE_SCHEMAS / ROUTE_DOCS.
 */
export const OPS_EXAMINATION_ROUTE_SCHEMAS = {} as const;
export const OPS_EXAMINATION_ROUTE_DOCS = {} as const;
