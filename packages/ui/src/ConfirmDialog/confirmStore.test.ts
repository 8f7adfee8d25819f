import { describe, expect, it, vi } from 'vitest';
import { createConfirmStore } from './confirmStore';

describe('confirm store', () => {
  it('shows a request and resolves its promise when it is closed', async () => {
    const store = createConfirmStore();
    const done = vi.fn();
    const pending = store.confirm({ message: '저장되었습니다' }).then(done);
    const shown = store.current();
    expect(shown?.message).toBe('저장되었습니다');
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    store.close(shown?.id ?? -1);
    await pending;
    expect(done).toHaveBeenCalledOnce();
    expect(store.current()).toBeUndefined();
  });

  it('queues a second request until the first is closed, in call order', async () => {
    const store = createConfirmStore();
    const order: string[] = [];
    const first = store.confirm({ message: '첫 번째' }).then(() => order.push('첫 번째'));
    const second = store.confirm({ message: '두 번째', title: '안내' }).then(() => order.push('두 번째'));
    expect(store.current()?.message).toBe('첫 번째');
    expect(store.waiting()).toBe(1);

    store.close(store.current()?.id ?? -1);
    await first;
    expect(store.current()).toMatchObject({ message: '두 번째', title: '안내' });
    store.close(store.current()?.id ?? -1);
    await second;
    expect(order).toEqual(['첫 번째', '두 번째']);
  });

  it('ignores a second close of the same request, and a close of one not yet shown', async () => {
    const store = createConfirmStore();
    const firstDone = vi.fn();
    const secondDone = vi.fn();
    void store.confirm({ message: 'A' }).then(firstDone);
    void store.confirm({ message: 'B' }).then(secondDone);
    const first = store.current()?.id ?? -1;
    const second = first + 1;
    store.close(second);
    expect(store.current()?.message).toBe('A');
    store.close(first);
    store.close(first);
    await Promise.resolve();
    expect(firstDone).toHaveBeenCalledOnce();
    expect(secondDone).not.toHaveBeenCalled();
    expect(store.current()?.message).toBe('B');
  });

  it('notifies subscribers only when the shown request changes', () => {
    const store = createConfirmStore();
    const listener = vi.fn();
    store.subscribe(listener);
    void store.confirm({ message: 'A' });
    void store.confirm({ message: 'B' });
    expect(listener).toHaveBeenCalledTimes(1);
    const snapshot = store.current();
    expect(store.current()).toBe(snapshot);
    store.close(snapshot?.id ?? -1);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
