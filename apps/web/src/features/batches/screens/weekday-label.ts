import type { Weekday } from '@institute/shared/batches';
import type { I18n, MessageId } from '@lingui/core';

const WEEKDAY_IDS: Record<Weekday, MessageId> = {
  Mon: 'batches.day.Mon',
  Tue: 'batches.day.Tue',
  Wed: 'batches.day.Wed',
  Thu: 'batches.day.Thu',
  Fri: 'batches.day.Fri',
  Sat: 'batches.day.Sat',
  Sun: 'batches.day.Sun',
};

export const weekdayLabel = (_: I18n['_'], day: Weekday) => _(WEEKDAY_IDS[day]);

/** "Mon, Wed, Fri 09:00–10:30" in the page's language. */
export const timingLabel = (
  _: I18n['_'],
  batch: { weekdays: readonly Weekday[]; startTime: string; endTime: string },
) =>
  `${batch.weekdays.map((day) => weekdayLabel(_, day)).join(', ')} ${batch.startTime}–${batch.endTime}`;
