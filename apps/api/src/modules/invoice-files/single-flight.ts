/**
 * Callers asking for the same key while its work is under way share that one promise: the work
 * runs once and every caller gets its result (or its error). The key is forgotten when it settles.
 * In-process only; across processes the database claim (invoice-files.ts) does the same job.
 */
export type SingleFlight<T> = (key: string, work: () => Promise<T>) => Promise<T>;

export function createSingleFlight<T>(): SingleFlight<T> {
  const inFlight = new Map<string, Promise<T>>();
  return (key, work) => {
    const running = inFlight.get(key);
    if (running) return running;
    const promise = Promise.resolve()
      .then(work)
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  };
}
