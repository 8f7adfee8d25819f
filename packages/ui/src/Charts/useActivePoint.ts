/** The data point a chart's user is on, by pointer or keyboard. */
import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { nextIndex } from './chartUtils';

/**
 * The data point the user is on, by pointer or keyboard: one state for both, so the tooltip, the highlight
 * and the live region agree. The chart surface is one tab stop: focus (by keyboard) shows the first point,
 * arrows step, Home/End jump, Escape hides; a pointer entering a point's hit area shows that point.
 */
export function useActivePoint(count: number) {
  const [state, setState] = useState<{ index: number; via: 'pointer' | 'keyboard' } | null>(null);
  const active = state !== null && state.index < count ? state.index : null;
  const surfaceProps = {
    tabIndex: 0,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setState(null);
        return;
      }
      const next = nextIndex(event.key, active, count);
      if (next === undefined) return;
      event.preventDefault();
      setState({ index: next, via: 'keyboard' });
    },
    onFocus: (event: FocusEvent) => {
      // A click also focuses the chart; only keyboard focus opens the first point.
      if (count > 0 && active === null && event.currentTarget.matches(':focus-visible'))
        setState({ index: 0, via: 'keyboard' });
    },
    onBlur: () => {
      setState(null);
    },
    onMouseLeave: () => {
      setState((current) => (current?.via === 'pointer' ? null : current));
    },
  };
  const pointProps = (index: number) => ({
    onMouseEnter: () => {
      setState({ index, via: 'pointer' });
    },
  });
  return { active, surfaceProps, pointProps };
}
