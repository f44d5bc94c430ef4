import { isOpenAt, nextOpenChange, pakistanTime, type ScheduleSlot } from '@bazaar/domain';
import type { AnswerClock } from '../platform/answer-clock';

/**
 * Open now by the answer's clock (the rule: @bazaar/domain's opening hours, decision 203). The answer
 * then holds only until the store next opens or closes (decision 218).
 */
export function openNow(schedule: readonly ScheduleSlot[], clock: AnswerClock): boolean {
  clock.holdsUntil(nextOpenChange(schedule, clock.at));
  return isOpenAt(schedule, pakistanTime(clock.at));
}
