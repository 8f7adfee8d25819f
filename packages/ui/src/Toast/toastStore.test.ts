import { describe, expect, it, vi } from 'vitest';
import {
  addToast,
  createToastStore,
  dismissToast,
  durationFor,
  TOAST_DURATION,
  updateToast,
  type ToastItem,
} from './toastStore';

const item = (id: string, overrides: Partial<ToastItem> = {}): ToastItem => ({
  id,
  type: 'info',
  message: id,
  revision: 0,
  ...overrides,
});

describe('durationFor', () => {
  it('is 4 seconds by default, or what the toast asked for', () => {
    expect(TOAST_DURATION).toBe(4000);
    expect(durationFor(item('a'))).toBe(4000);
    expect(durationFor(item('a', { duration: 10_000 }))).toBe(10_000);
    expect(durationFor(item('a'), 50)).toBe(50);
  });

  it('keeps a loading toast until it is updated or dismissed', () => {
    expect(durationFor(item('a', { type: 'loading' }))).toBe(Infinity);
    expect(durationFor(item('a', { type: 'loading', duration: 1000 }), 50)).toBe(Infinity);
  });
});

describe('addToast', () => {
  it('shows at most three: a fourth pushes out the oldest', () => {
    let toasts: ToastItem[] = [];
    for (const id of ['1', '2', '3', '4']) toasts = addToast(toasts, item(id));
    expect(toasts.map((toast) => toast.id)).toEqual(['2', '3', '4']);
  });

  it('replaces a toast with the same id in place instead of adding one', () => {
    const toasts = addToast([item('a'), item('b')], item('a', { message: '다시' }));
    expect(toasts.map((toast) => [toast.id, toast.message])).toEqual([
      ['a', '다시'],
      ['b', 'b'],
    ]);
    expect(toasts[0]?.revision).toBe(1);
  });
});

describe('updateToast', () => {
  it('turns a loading toast into a success that closes after the default time', () => {
    const [updated] = updateToast([item('save', { type: 'loading', message: '저장 중…' })], 'save', {
      type: 'success',
      message: '저장되었습니다',
    });
    expect(updated).toMatchObject({ type: 'success', message: '저장되었습니다', revision: 1 });
    expect(updated && durationFor(updated)).toBe(4000);
  });

  it('starts a fresh duration when the type changes, and keeps it when only the message does', () => {
    const [typed] = updateToast([item('a', { duration: 9000 })], 'a', { type: 'error' });
    expect(typed?.duration).toBeUndefined();
    const [worded] = updateToast([item('a', { duration: 9000 })], 'a', { message: '다시 시도' });
    expect(worded?.duration).toBe(9000);
    const [timed] = updateToast([item('a', { type: 'loading' })], 'a', { type: 'error', duration: 8000 });
    expect(timed && durationFor(timed)).toBe(8000);
  });

  it('brings back a toast that was pushed out, when the update says what to show', () => {
    const toasts = [item('2'), item('3'), item('4')];
    const revived = updateToast(toasts, '1', { type: 'error', message: '저장하지 못했습니다' });
    expect(revived.map((toast) => toast.id)).toEqual(['3', '4', '1']);
    expect(updateToast(toasts, '1', { message: '부분 갱신' })).toEqual(toasts);
  });
});

describe('dismissToast', () => {
  it('removes one toast by id, or all of them', () => {
    const toasts = [item('a'), item('b')];
    expect(dismissToast(toasts, 'a').map((toast) => toast.id)).toEqual(['b']);
    expect(dismissToast(toasts)).toEqual([]);
  });
});

describe('createToastStore', () => {
  it('returns distinct ids and notifies subscribers of every change', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.show('success', '저장되었습니다');
    const second = store.show('loading', '내려받는 중…');
    expect(first).not.toBe(second);
    store.update(second, { type: 'error', message: '내려받지 못했습니다' });
    store.dismiss(first);
    expect(store.getSnapshot()).toEqual([
      { id: second, type: 'error', message: '내려받지 못했습니다', duration: undefined, revision: 1 },
    ]);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('keeps the same snapshot when dismissing with nothing shown', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();
    store.dismiss();
    expect(store.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });
});
