// Types of pdf-turned.mjs (a plain module the worker thread imports), for its TypeScript tests.
export function turnedUpright<T extends { str: string; transform: number[] }>(items: T[]): T[];
