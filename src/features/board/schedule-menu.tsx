import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { fromLocalInputValue } from '../../domain/capture/local-calendar';
import type { ProspectiveItem } from '../../domain/item';
import { SCHEDULE_CHOICES, scheduleTime } from '../../domain/schedule-times';
import { rescheduleCard, snoozeCard } from './schedule-actions';
import './board-extra.css';

type ScheduleKind = 'reschedule' | 'snooze';

/**
 * The reschedule and snooze choices for one item: later today, tomorrow, next week, or a
 * picked day and time. Used on a card, in the item's panel and on the Agenda.
 */
export function ScheduleMenu({ item }: { item: ProspectiveItem }) {
  const { t } = useTranslation('board');
  return (
    <div className="schedule-menu" data-testid="schedule-menu">
      <ScheduleGroup item={item} kind="reschedule" />
      <ScheduleGroup item={item} kind="snooze" />
      <p className="schedule-hint">{t('schedule.hint')}</p>
    </div>
  );
}

function ScheduleGroup({ item, kind }: { item: ProspectiveItem; kind: ScheduleKind }) {
  const { t } = useTranslation('board');
  const [isPicking, setPicking] = useState(false);
  const apply = (at: number) =>
    void (kind === 'reschedule' ? rescheduleCard : snoozeCard)(item, at);
  return (
    <fieldset className="schedule-group">
      <legend>{t(`schedule.${kind}`)}</legend>
      {SCHEDULE_CHOICES.map((choice) => (
        <button key={choice} type="button" onClick={() => apply(scheduleTime(choice, Date.now()))}>
          {t(`schedule.${choice}`)}
        </button>
      ))}
      <button type="button" aria-expanded={isPicking} onClick={() => setPicking(!isPicking)}>
        {t('schedule.pick')}
      </button>
      {isPicking && <PickTime item={item} kind={kind} onPick={apply} />}
    </fieldset>
  );
}

function PickTime({
  item,
  kind,
  onPick,
}: {
  item: ProspectiveItem;
  kind: ScheduleKind;
  onPick: (at: number) => void;
}) {
  const { t } = useTranslation('board');
  const [value, setValue] = useState('');
  const [isInvalid, setInvalid] = useState(false);
  const inputId = `schedule-${kind}-${item.id}`;

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    const at = fromLocalInputValue(value);
    if (at === null) setInvalid(true);
    else onPick(at);
  }

  return (
    <form className="schedule-pick" onSubmit={onSubmit}>
      <label htmlFor={inputId}>
        {t(kind === 'reschedule' ? 'schedule.pickDue' : 'schedule.pickSnooze')}
      </label>
      <input
        id={inputId}
        type="datetime-local"
        value={value}
        aria-invalid={isInvalid}
        onChange={(event) => {
          setValue(event.target.value);
          setInvalid(false);
        }}
      />
      <button type="submit">{t('schedule.pickSet')}</button>
      {isInvalid && (
        <p role="alert" className="field-error">
          {t('schedule.pickInvalid')}
        </p>
      )}
    </form>
  );
}
