import { z } from 'zod';

/**
 * A reservation's manage link: `<reservation id>.<signature>`, signed by the server (HMAC of the id
 * and the booker's e-mail address; valid until the reservation ends). It is the key of the page that
 * lets a booker without an account (or without a login) manage that one reservation.
 */
export const manageTokenQuery = z.object({
  token: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^\d+\.[\w-]+$/, 'This link is not valid'),
});

/** `POST /v1/reservation/manage/find`: the reservation number and the booker's e-mail address. */
export const findBookingBody = z.object({
  ReservationId: z.coerce.number().int().min(1).max(2_147_483_647),
  Email: z.email('E-mail address is not valid').trim().toLowerCase().max(254),
  LocalePrefix: z.enum(['nl', 'en']).default('nl'),
});
export type FindBookingBody = z.input<typeof findBookingBody>;

/** The same answer whether or not the number and address match a reservation. */
export const findBookingResult = z.object({ Sent: z.literal(true) });
