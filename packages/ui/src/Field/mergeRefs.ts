import type { Ref, RefCallback } from 'react';

/**
 * One ref callback feeding several refs: a component's own ref and the caller's (e.g. react-hook-form's
 * `register()` ref). React 19 ref callbacks may return a cleanup; this one clears every ref on detach.
 */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
      return undefined;
    });
    return () => {
      refs.forEach((ref, index) => {
        const cleanup = cleanups[index];
        if (typeof cleanup === 'function') cleanup();
        else if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      });
    };
  };
}
