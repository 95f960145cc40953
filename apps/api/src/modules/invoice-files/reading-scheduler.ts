/**
 * Who reads next (docs/decisions/0012). Reading an invoice is a few steps, each run in a lane:
 * 'text' (a PDF's text layer: tens of milliseconds) or 'ocr' (seconds of one core per image or
 * scanned page). Each lane runs a fixed number of steps at once and, when a place frees, starts
 * the step of the buyer it served least recently, so one buyer's pile of images delays another
 * buyer by at most one step per lane, and a text PDF never waits behind any OCR at all.
 * A buyer may have only so many readings under way; one more is refused at once.
 *
 * Pure scheduling: it knows nothing of PDFs, workers or HTTP; steps are the caller's functions.
 */
export type ReadingLane = 'text' | 'ocr';

/** Runs one step of a reading in a lane, when the lane's turn comes for this buyer. */
export type RunInLane = <R>(lane: ReadingLane, step: () => Promise<R>) => Promise<R>;

export interface ReadingScheduler {
  /**
   * Runs a reading for a buyer, or throws ReadingQueueFullError at once (before any step runs)
   * when that buyer already has maxPendingPerBuyer readings queued or running.
   */
  read<T>(buyerId: number, reading: (run: RunInLane) => Promise<T>): Promise<T>;
  /** Readings of this buyer queued or running. */
  pending(buyerId: number): number;
}

export class ReadingQueueFullError extends Error {
  constructor(readonly pending: number) {
    super(`buyer already has ${pending} readings pending`);
    this.name = 'ReadingQueueFullError';
  }
}

export interface ReadingSchedulerOptions {
  maxPendingPerBuyer: number;
  /** Steps each lane runs at once (default 1: the OCR worker uses a whole core). */
  concurrency?: Partial<Record<ReadingLane, number>>;
}

export function createReadingScheduler(options: ReadingSchedulerOptions): ReadingScheduler {
  const lanes: Record<ReadingLane, FairLane> = {
    text: new FairLane(options.concurrency?.text ?? 1),
    ocr: new FairLane(options.concurrency?.ocr ?? 1),
  };
  const pending = new Map<number, number>();

  return {
    async read(buyerId, reading) {
      const count = pending.get(buyerId) ?? 0;
      if (count >= options.maxPendingPerBuyer) throw new ReadingQueueFullError(count);
      pending.set(buyerId, count + 1);
      try {
        return await reading((lane, step) => lanes[lane].run(buyerId, step));
      } finally {
        const left = (pending.get(buyerId) ?? 1) - 1;
        if (left > 0) pending.set(buyerId, left);
        else pending.delete(buyerId);
      }
    },
    pending: (buyerId) => pending.get(buyerId) ?? 0,
  };
}

/**
 * One lane: a FIFO per buyer, served least-recently-served buyer first. A buyer new to the lane
 * ranks just ahead of the buyer served last and behind everyone else waiting, so it gets the
 * next round's turn; leaving and re-entering the lane therefore never jumps the line.
 */
class FairLane {
  readonly #concurrency: number;
  readonly #waiting = new Map<number, Array<() => void>>();
  /** Per buyer with steps waiting or running: the serve count when it was last served. */
  readonly #lastServed = new Map<number, number>();
  readonly #active = new Map<number, number>();
  #served = 0;
  #running = 0;

  constructor(concurrency: number) {
    this.#concurrency = Math.max(1, concurrency);
  }

  run<R>(buyerId: number, step: () => Promise<R>): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      if (!this.#lastServed.has(buyerId)) this.#lastServed.set(buyerId, this.#served - 0.5);
      const queue = this.#waiting.get(buyerId) ?? [];
      queue.push(() => {
        // A step that throws synchronously still frees its place.
        Promise.resolve()
          .then(step)
          .then(resolve, reject)
          .finally(() => this.#finished(buyerId));
      });
      this.#waiting.set(buyerId, queue);
      this.#startNext();
    });
  }

  #finished(buyerId: number): void {
    this.#running--;
    const active = (this.#active.get(buyerId) ?? 1) - 1;
    if (active > 0) this.#active.set(buyerId, active);
    else {
      this.#active.delete(buyerId);
      if (!this.#waiting.has(buyerId)) this.#lastServed.delete(buyerId);
    }
    this.#startNext();
  }

  #startNext(): void {
    while (this.#running < this.#concurrency) {
      let next: number | null = null;
      for (const buyerId of this.#waiting.keys()) {
        if (next === null || this.#lastServed.get(buyerId)! < this.#lastServed.get(next)!) next = buyerId;
      }
      if (next === null) return;
      const queue = this.#waiting.get(next)!;
      const start = queue.shift()!;
      if (queue.length === 0) this.#waiting.delete(next);
      this.#lastServed.set(next, ++this.#served);
      this.#active.set(next, (this.#active.get(next) ?? 0) + 1);
      this.#running++;
      start();
    }
  }
}
