export type DbTemplate = { kind: 'pglite'; path: string } | { kind: 'postgres'; adminUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}
