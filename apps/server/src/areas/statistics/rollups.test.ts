import { describe, expect, it } from 'vitest';
import { createSerialQueue } from './rollups';

describe('createSerialQueue (the live answers’ background refreshes)', () => {
  it('runs one task at a time, in the order asked, and goes on after a failure', async () => {
    const queue = createSerialQueue();
    const events: string[] = [];
    let running = 0;
    let most = 0;
    const task =
      (name: string, fail = false) =>
      async () => {
        running += 1;
        most = Math.max(most, running);
        events.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push(`end ${name}`);
        running -= 1;
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([queue(task('a')), queue(task('b', true)), queue(task('c'))]);
    expect(most).toBe(1);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[2]).toEqual({ status: 'fulfilled', value: 'c' });
  });
});
