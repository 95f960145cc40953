/**
 * The last `capacity` results by key, oldest evicted first (a Map keeps insertion order). For the
 * adapter's same-process repeat memory: a repeat arrives within seconds of the first call, so a
 * few thousand recent keys answer every repeat while a process that runs for months stays small.
 */
export class RecentResults<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('capacity must be a positive integer');
  }

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V): void {
    // Re-inserting moves the key to the newest end.
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
