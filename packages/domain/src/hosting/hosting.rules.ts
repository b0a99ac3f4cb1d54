import { CommonErrorCode } from '../errors/common.errors.ts';
import type { ErrorCode } from '../errors/error-codes.ts';
import { HostingErrorCode } from './hosting.errors.ts';
import type { HostOpeningHours } from './hosting.schemas.ts';

/** A problem a rule found, as the contract's field errors carry it. */
export interface HostingFieldProblem {
  Field: string;
  Code: ErrorCode;
}

/** Opening and closing times are on quarter hours. */
export const OPENING_STEP_MINUTES = 15;

/**
 * A week of opening hours: each time on a quarter hour, closing after opening, one row per
 * meeting type and weekday. Field paths read `OpeningHours[2].CloseMinutes`.
 */
export function openingHoursProblems(rows: readonly HostOpeningHours[]): HostingFieldProblem[] {
  const problems: HostingFieldProblem[] = [];
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const at = (field: string) => `OpeningHours[${i}].${field}`;
    if (row.OpenMinutes % OPENING_STEP_MINUTES !== 0)
      problems.push({ Field: at('OpenMinutes'), Code: HostingErrorCode.NotQuarterHour });
    if (row.CloseMinutes % OPENING_STEP_MINUTES !== 0)
      problems.push({ Field: at('CloseMinutes'), Code: HostingErrorCode.NotQuarterHour });
    if (row.CloseMinutes <= row.OpenMinutes)
      problems.push({ Field: at('CloseMinutes'), Code: HostingErrorCode.CloseBeforeOpen });
    const key = `${row.MeetingtypeId}-${row.Weekday}`;
    if (seen.has(key)) problems.push({ Field: at('Weekday'), Code: CommonErrorCode.Duplicate });
    seen.add(key);
  });
  return problems;
}
