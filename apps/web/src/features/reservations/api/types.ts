import type {
  CartOption,
  CommentView,
  CopyCheckResult,
  commentReply,
  profileReservationList,
  programItem,
  ReservationContactInput,
  reservationContact,
  reservationDetail,
  reservationExternalLink,
  reservationMail,
  reservationRevision,
  reservationSummary,
  reservationVoucherResult,
  seriesReservation,
} from '@meetspace/domain';
import type { z } from 'zod';

// The wire shapes are the API's own zod schemas (packages/domain), so the pages and the server
// cannot drift apart silently: a changed schema is a type error here.

/** `GET /v1/reservation/{id}` (and every call that answers the reservation), with `Cancellation`. */
export type ReservationDetail = z.infer<typeof reservationDetail>;
/** One row of `GET /v1/profile/reservation`. */
export type ReservationSummary = z.infer<typeof reservationSummary>;
export type ReservationList = z.infer<typeof profileReservationList>;
/** `GET /v1/reservation/{id}/revisions`, oldest first. */
export type Revision = z.infer<typeof reservationRevision>;
/** `GET /v1/reservation/{id}/mails`, newest first. */
export type MailLogEntry = z.infer<typeof reservationMail>;
/** `GET /v2/reservation/{id}/contacts`. */
export type ReservationContact = z.infer<typeof reservationContact>;
/** One contact of `PUT /v2/reservation/{id}/contacts` (the whole list is replaced). */
export type ContactInput = Partial<ReservationContactInput> &
  Pick<ReservationContactInput, 'TypeId' | 'Name'>;
/** `GET /v1/reservation/{id}/program`, in order. */
export type ProgramItem = z.infer<typeof programItem>;
/** One item of `PUT /v1/reservation/{id}/program`. */
export type ProgramItemInput = Omit<ProgramItem, 'Id' | 'Description'> & { Description?: string | null };
/** `GET /v2/reservation/{id}/externallinks`. */
export type ExternalLink = z.infer<typeof reservationExternalLink>;
/** `GET /v1/comment/reservation/{id}`: threads, oldest first, replies one level deep. */
export type ReservationComment = CommentView;
/** A reply in a thread (a reply to a reply joins the same thread). */
export type CommentReply = z.infer<typeof commentReply>;
/** `GET /v1/availability/copy/check`. */
export type CopyCheck = CopyCheckResult;
/** `GET /v1/reservation/{id}/link`: the reservations of its series. */
export type SeriesMember = z.infer<typeof seriesReservation>;

/** One option of `GET /v1/reservation/{id}/available/options`, with the amount the reservation has. */
export type AvailableOption = CartOption;
/** One line of `PUT /v2/reservation/{id}/options` (the line for the whole booking). */
export interface OptionAmount {
  OptionId: number;
  Amount: number;
}
/** The answer of `POST /v1/voucher/reservation/{id}/apply` and `/revert`. */
export type VoucherAnswer = z.infer<typeof reservationVoucherResult>;

/** The period of a copy or a date change; end date and times default to the reservation's. */
export interface PeriodInput {
  StartDate: string;
  EndDate?: string;
  StartMinutes?: number;
  EndMinutes?: number;
}
