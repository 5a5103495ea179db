import { newId } from './ids';
import { snoozedUntilOf, type Cause, type ProspectiveItem, type Transition } from './item';
import type { Changed } from './lifecycle';

function checkedTime(name: string, value: number | null): number | null {
  if (value !== null && !Number.isFinite(value)) {
    throw new RangeError(`${name} must be epoch ms, got ${value}`);
  }
  return value;
}

function timeTransition(
  item: ProspectiveItem,
  action: 'due' | 'snooze',
  from: number | null,
  to: number | null,
  at: number,
  cause: Cause,
): Transition {
  const { status } = item;
  return {
    id: newId(),
    itemId: item.id,
    action,
    from: status,
    to: status,
    at,
    cause,
    times: { from, to },
  };
}

/**
 * Gives the item another due date (null: none), recorded as a `due` transition with the date
 * it had. Null when the date is the one it has: nothing to record.
 * @throws RangeError when `dueAt` is not a finite epoch ms.
 */
export function rescheduled(
  item: ProspectiveItem,
  dueAt: number | null,
  at: number,
  cause: Cause,
): Changed | null {
  checkedTime('dueAt', dueAt);
  if (item.dueAt === dueAt) return null;
  return {
    item: { ...item, dueAt, updatedAt: at },
    transition: timeTransition(item, 'due', item.dueAt, dueAt, at, cause),
  };
}

/**
 * Keeps the item off the Agenda until `until` (null: back now), recorded as a `snooze`
 * transition. Null when nothing changes.
 * @throws RangeError when `until` is not a finite epoch ms.
 */
export function snoozed(
  item: ProspectiveItem,
  until: number | null,
  at: number,
  cause: Cause,
): Changed | null {
  checkedTime('until', until);
  const before = snoozedUntilOf(item);
  if (before === until) return null;
  return {
    item: { ...item, snoozedUntil: until, updatedAt: at },
    transition: timeTransition(item, 'snooze', before, until, at, cause),
  };
}
