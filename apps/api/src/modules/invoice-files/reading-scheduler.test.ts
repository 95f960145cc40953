import { describe, expect, it } from 'vitest';
import { type ReadingLane, ReadingQueueFullError, createReadingScheduler } from './reading-scheduler.ts';

/** A step that runs until the test finishes it, recording when it started. */
function harness(maxPendingPerBuyer = 10) {
  const scheduler = createReadingScheduler({ maxPendingPerBuyer });
  const started: string[] = [];
  const gates = new Map<string, () => void>();
  const step = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      gates.set(name, () => resolve(name));
    });
  /** A one-step reading in a lane. */
  const submit = (buyerId: number, name: string, lane: ReadingLane = 'ocr') =>
    scheduler.read(buyerId, (run) => run(lane, step(name)));
  const finish = async (name: string) => {
    gates.get(name)!();
    // Let the lane start the next step.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { scheduler, started, submit, finish, step };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('reading scheduler', () => {
  it('serves buyers in turn: B’s one image is read right after A’s current one, not after all of A’s', async () => {
    const { started, submit, finish } = harness();
    const done = [submit(1, 'a1'), submit(1, 'a2'), submit(1, 'a3'), submit(2, 'b1'), submit(3, 'c1'), submit(2, 'b2')];
    await settle();
    expect(started).toEqual(['a1']);
    for (const name of ['a1', 'b1', 'c1', 'a2', 'b2', 'a3']) await finish(name);
    await Promise.all(done);
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('a buyer that leaves and comes back does not jump the line', async () => {
    const { started, submit, finish } = harness();
    const a = [submit(1, 'a1'), submit(1, 'a2'), submit(1, 'a3')];
    await settle();
    const b1 = submit(2, 'b1');
    await finish('a1'); // b1 starts: B is served
    await finish('b1');
    await b1;
    const b2 = submit(2, 'b2'); // B returns at once; A has waited since a1
    await settle();
    await finish('a2');
    await finish('b2');
    await finish('a3');
    await Promise.all([...a, b2]);
    expect(started).toEqual(['a1', 'b1', 'a2', 'b2', 'a3']);
  });

  it('runs text steps while OCR steps are busy: the lanes do not wait for each other', async () => {
    const { started, submit, finish } = harness();
    const images = [submit(1, 'a-img-1'), submit(1, 'a-img-2')];
    await settle();
    const pdf = submit(2, 'b-pdf', 'text');
    await settle();
    expect(started).toEqual(['a-img-1', 'b-pdf']);
    await finish('b-pdf');
    expect(await pdf).toBe('b-pdf');
    await finish('a-img-1');
    await finish('a-img-2');
    await Promise.all(images);
  });

  it('a scanned PDF moves from the text lane to the OCR lane within one reading', async () => {
    const { scheduler, started, step, finish } = harness();
    const reading = scheduler.read(1, async (run) => {
      await run('text', step('text-layer'));
      return run('ocr', step('ocr-page'));
    });
    await settle();
    await finish('text-layer');
    await finish('ocr-page');
    expect(await reading).toBe('ocr-page');
    expect(started).toEqual(['text-layer', 'ocr-page']);
  });

  it('refuses a buyer’s reading beyond the cap at once, other buyers unaffected, and frees the place when one ends', async () => {
    const { scheduler, submit, finish } = harness(2);
    const a = [submit(1, 'a1'), submit(1, 'a2')];
    expect(scheduler.pending(1)).toBe(2);
    await expect(submit(1, 'a3')).rejects.toBeInstanceOf(ReadingQueueFullError);
    const b = submit(2, 'b1');
    await settle();
    await finish('a1');
    await a[0];
    expect(scheduler.pending(1)).toBe(1);
    const a3 = submit(1, 'a3');
    for (const name of ['b1', 'a2', 'a3']) await finish(name);
    await Promise.all([b, a[1], a3]);
    expect(scheduler.pending(1)).toBe(0);
  });

  it('a failing step frees its place and its lane', async () => {
    const scheduler = createReadingScheduler({ maxPendingPerBuyer: 1 });
    await expect(
      scheduler.read(1, (run) =>
        run('ocr', () => {
          throw new Error('boom');
        }),
      ),
    ).rejects.toThrow('boom');
    expect(scheduler.pending(1)).toBe(0);
    expect(await scheduler.read(1, (run) => run('ocr', async () => 'next'))).toBe('next');
  });
});
