import { describe, expect, it, vi } from 'vitest';
import { createLoader } from './loader';

describe('loader', () => {
  it('is active from the first start until the last stop', () => {
    const loader = createLoader();
    expect(loader.isActive()).toBe(false);
    const stopOuter = loader.start();
    const stopInner = loader.start();
    stopInner();
    expect(loader.isActive()).toBe(true);
    stopOuter();
    expect(loader.isActive()).toBe(false);
  });

  it('ignores a second call of the same stop, so it cannot end another operation', () => {
    const loader = createLoader();
    const stopA = loader.start();
    loader.start();
    stopA();
    stopA();
    expect(loader.count()).toBe(1);
    expect(loader.isActive()).toBe(true);
  });

  it('tracks a promise until it settles, passing its result and its rejection through', async () => {
    const loader = createLoader();
    let resolve!: (value: string) => void;
    const pending = loader.track(new Promise<string>((r) => (resolve = r)));
    expect(loader.isActive()).toBe(true);
    resolve('done');
    await expect(pending).resolves.toBe('done');
    expect(loader.isActive()).toBe(false);

    const failure = new Error('network');
    await expect(loader.track(Promise.reject(failure))).rejects.toBe(failure);
    expect(loader.isActive()).toBe(false);
  });

  it('keeps the overlay for a tracked promise started inside a manual operation', async () => {
    const loader = createLoader();
    const stop = loader.start();
    await loader.track(Promise.resolve());
    expect(loader.isActive()).toBe(true);
    stop();
    expect(loader.isActive()).toBe(false);
  });

  it('reset ends everything, and stop functions from before the reset do not touch later operations', () => {
    const loader = createLoader();
    const stale = loader.start();
    loader.reset();
    expect(loader.isActive()).toBe(false);
    loader.start();
    stale();
    expect(loader.isActive()).toBe(true);
  });

  it('notifies subscribers of each change, and no longer after unsubscribing', () => {
    const loader = createLoader();
    const listener = vi.fn();
    const unsubscribe = loader.subscribe(listener);
    const stop = loader.start();
    stop();
    stop();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    loader.start();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
