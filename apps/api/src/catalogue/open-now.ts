/**
 * Open now, from a store's weekly schedule (decision 203). Times are Pakistan time (Asia/Karachi),
 * whatever the server's own zone. A row whose closing time is before its opening time runs past
 * midnight into the next day; equal times mean open all day. No row for a day: closed that day.
 */
export type ScheduleSlot = { day: number; opening_time: string; closing_time: string };
export type LocalTime = { day: number; seconds: number };

const DAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const pakistan = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Karachi',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Day of week (0 = Sunday) and seconds since midnight in Pakistan at `at`. */
export function pakistanTime(at: Date = new Date()): LocalTime {
  const parts = Object.fromEntries(pakistan.formatToParts(at).map((p) => [p.type, p.value]));
  const seconds = Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second);
  return { day: DAY_INDEX[parts.weekday ?? 'Sun'] ?? 0, seconds };
}

/** `HH:MM[:SS]` → seconds since midnight. */
export function toSeconds(time: string): number {
  const [h = '0', m = '0', s = '0'] = time.split(':');
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

export function isOpenAt(schedule: readonly ScheduleSlot[], now: LocalTime): boolean {
  const yesterday = (now.day + 6) % 7;
  return schedule.some((slot) => {
    const open = toSeconds(slot.opening_time);
    const close = toSeconds(slot.closing_time);
    if (open === close) return slot.day === now.day;
    if (open < close) return slot.day === now.day && now.seconds >= open && now.seconds < close;
    // Past midnight: the evening part today, or the small hours after yesterday's opening.
    return (slot.day === now.day && now.seconds >= open) || (slot.day === yesterday && now.seconds < close);
  });
}
