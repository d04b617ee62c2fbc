import { ActionIcon, Group, Title, VisuallyHidden } from '@mantine/core';
import type { TrainingCard } from '@shared/contract/contents';
import { seoulDay } from '@shared/seoul-time';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../../i18n/i18n';
import { formatTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { formatMonth, weekdayNames } from '../../../lib/seoul-dates';
import classes from './training.module.css';

/**
 * A month grid, Sunday first (spec §9), as a plain table: the weekday headers name each column for
 * screen readers and every session is a link in its day's cell.
 */
export function TrainingCalendar({
  year,
  month,
  sessions,
  onMonthChange,
}: {
  year: number;
  month: number;
  sessions: TrainingCard[];
  onMonthChange: (by: number) => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const weekdays = weekdayNames(locale);
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const today = seoulDay(new Date());
  const monthLabel = formatMonth(year, month, locale);

  const byDay = new Map<string, TrainingCard[]>();
  for (const session of sessions) {
    if (!session.startsAt) continue;
    const key = seoulDay(session.startsAt);
    byDay.set(key, [...(byDay.get(key) ?? []), session]);
  }

  const cells: (number | null)[] = [
    ...Array.from({ length: firstWeekday }, () => null),
    ...Array.from({ length: daysInMonth }, (_, index) => index + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));

  return (
    <section aria-labelledby="calendar-month" data-testid="training-calendar">
      <Group justify="space-between" mb="sm">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('training.previousMonth')}
          onClick={() => onMonthChange(-1)}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Title order={2} fz="xl" id="calendar-month" aria-live="polite">
          {monthLabel}
        </Title>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('training.nextMonth')}
          onClick={() => onMonthChange(1)}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      <table className={classes.calendar}>
        <caption>
          <VisuallyHidden>{t('training.calendarCaption', { month: monthLabel })}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {weekdays.map((weekday, index) => (
              <th
                key={weekday.long}
                scope="col"
                abbr={weekday.long}
                className={index === 0 ? classes.sunday : undefined}
              >
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find((day) => day !== null)}>
              {week.map((day, index) => {
                if (day === null) return <td key={`empty-${index}`} data-outside aria-hidden />;
                const key = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
                const daySessions = byDay.get(key) ?? [];
                return (
                  <td key={key} className={key === today ? classes.today : undefined} data-date={key}>
                    <span
                      className={`${classes.dayNumber} ${index === 0 ? classes.sunday : ''}`}
                      aria-current={key === today ? 'date' : undefined}
                    >
                      {day}
                    </span>
                    {daySessions.map((session) => (
                      <Link
                        key={session.contentsid}
                        to={paths.lectureDetail(session.contentsid)}
                        className={classes.event}
                        data-closed={session.recruittype === 'closed' || undefined}
                        title={session.title}
                      >
                        {session.title}
                        <VisuallyHidden>
                          {`, ${formatTime(session.startsAt!, locale)}, ${
                            session.recruittype === 'open' ? t('training.open') : t('training.closed')
                          }`}
                        </VisuallyHidden>
                      </Link>
                    ))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
