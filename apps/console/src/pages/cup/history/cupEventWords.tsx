/**
 * How a cup's step reads on screen, in the timeline and in the events table: its states (from → to, as badges),
 * its place (the machine, the box) and who did it (a machine, the system, an operator).
 */
import type { CupEvent } from '@oa/contract/cupLife';
import { cupStatus, StatusBadge } from '@oa/ui/StatusBadge';
import * as s from './history.css';

export function StateMove({ event }: { event: Pick<CupEvent, 'fromState' | 'toState'> }) {
  return (
    <span className={s.move}>
      {event.fromState === null ? null : (
        <>
          <StatusBadge table={cupStatus} value={event.fromState} />
          <span aria-label="에서">→</span>
        </>
      )}
      <StatusBadge table={cupStatus} value={event.toState} />
    </span>
  );
}

/** Where: the machine and the box, or '-' for neither. */
export function placeOf(place: Pick<CupEvent, 'machineId' | 'machineName' | 'boxNumber'>): string {
  const parts = [
    place.machineId === null ? '' : `${place.machineName ?? ''} (${place.machineId})`.trim(),
    place.boxNumber === null ? '' : `박스 ${place.boxNumber}`,
  ].filter((part) => part !== '');
  return parts.length === 0 ? '-' : parts.join(' · ');
}

/** Who: the operator, or the machine or the system for an automatic step. */
export const actorOf = (event: Pick<CupEvent, 'actor' | 'machineId'>) =>
  event.actor ?? (event.machineId === null ? '시스템' : '기기');
