import { AdminErrorCode } from '../admin/admin.errors.ts';
import { ArticleErrorCode } from '../article/article.errors.ts';
import { BoardingErrorCode } from '../boarding/boarding.errors.ts';
import { CartErrorCode } from '../cart/cart.errors.ts';
import { ChatErrorCode } from '../chat/chat.errors.ts';
import { CommentErrorCode } from '../comment/comment.errors.ts';
import type { SetPasswordResult } from '../constants/auth.ts';
import type { ValueOf } from '../constants/enum.ts';
import type { VoucherResult } from '../constants/vouchers.ts';
import { CreditErrorCode } from '../credit/credit.errors.ts';
import { EventErrorCode } from '../event/event.errors.ts';
import { GroupErrorCode } from '../group/group.errors.ts';
import { HostBookingErrorCode } from '../hostbooking/hostbooking.errors.ts';
import { HostingErrorCode } from '../hosting/hosting.errors.ts';
import { InvoiceErrorCode } from '../invoice/invoice.errors.ts';
import { NotificationErrorCode } from '../notification/notification.errors.ts';
import { OfferingErrorCode } from '../offerings/offerings.errors.ts';
import { PaymentErrorCode } from '../payment/payment.errors.ts';
import { AccountErrorCode } from '../profile/account.errors.ts';
import { ProposalErrorCode } from '../proposal/proposal.errors.ts';
import { QuestionErrorCode } from '../question/question.errors.ts';
import { ReservationErrorCode } from '../reservation/reservation.errors.ts';
import { ReviewErrorCode } from '../review/review.errors.ts';
import type { AvailabilityWarning } from '../search/availability-warnings.ts';
import { StatsErrorCode } from '../stats/stats.errors.ts';
import { UploadErrorCode } from '../upload/upload.errors.ts';
import { WidgetErrorCode } from '../widget/widget.errors.ts';
import { CommonErrorCode } from './common.errors.ts';

/**
 * Every error code the API puts in a field error's `Code` (beside the availability warnings, the
 * voucher results, the set-password results and zod's issue codes): one line per area. The web has a sentence for each in
 * both languages (a test checks).
 */
export const ErrorCode = {
  ...CommonErrorCode,
  ...CartErrorCode,
  ...ReservationErrorCode,
  ...AccountErrorCode,
  ...CommentErrorCode,
  ...InvoiceErrorCode,
  ...PaymentErrorCode,
  ...CreditErrorCode,
  ...AdminErrorCode,
  ...HostBookingErrorCode,
  ...BoardingErrorCode,
  ...HostingErrorCode,
  ...WidgetErrorCode,
  ...OfferingErrorCode,
  ...ProposalErrorCode,
  ...EventErrorCode,
  ...UploadErrorCode,
  ...GroupErrorCode,
  ...ArticleErrorCode,
  ...ReviewErrorCode,
  ...NotificationErrorCode,
  ...StatsErrorCode,
  ...QuestionErrorCode,
  ...ChatErrorCode,
} as const;
export type ErrorCode = ValueOf<typeof ErrorCode>;

/** zod's issue codes, which a request that fails its schema answers with. */
export type ValidationIssueCode =
  | 'invalid_type'
  | 'too_big'
  | 'too_small'
  | 'invalid_format'
  | 'not_multiple_of'
  | 'unrecognized_keys'
  | 'invalid_union'
  | 'invalid_key'
  | 'invalid_element'
  | 'invalid_value'
  | 'custom';

/**
 * What a field error's `Code` can be: a catalogue code, an availability warning, a voucher result
 * or a validation issue.
 */
export type FieldErrorCode =
  | ErrorCode
  | AvailabilityWarning
  | `${VoucherResult}`
  | `${SetPasswordResult}`
  | ValidationIssueCode;

/**
 * A field path in an error: properties joined by dots, list positions in brackets
 * (`Contacts[0].Email`), whether zod or a rule found the problem.
 */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) =>
      typeof part === 'number' || /^\d+$/.test(String(part))
        ? `[${String(part)}]`
        : `${i === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}
