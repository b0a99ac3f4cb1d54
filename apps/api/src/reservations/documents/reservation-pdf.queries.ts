import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Where a reservation takes place, as its confirmation prints it: address, route and how to reach the venue. */
export interface PdfVenue {
  name: string;
  address: string;
  postalCode: string;
  city: string;
  phone: string | null;
  email: string | null;
  latitude: number;
  longitude: number;
  directions: { nl: string; en: string };
}

/** The reads of the PDF confirmation beyond the reservation view. */
export const reservationPdfQueries = {
  /** The venue of a reservation. */
  async venue(db: Kysely<DB>, reservationId: number): Promise<PdfVenue | undefined> {
    const row = await db
      .selectFrom('reservations as r')
      .innerJoin('locations as l', 'l.id', 'r.location_id')
      .select([
        'l.name',
        'l.address',
        'l.postal_code',
        'l.city',
        'l.phone',
        'l.email',
        'l.latitude',
        'l.longitude',
        'l.directions_nl',
        'l.directions_en',
      ])
      .where('r.id', '=', reservationId)
      .executeTakeFirst();
    return (
      row && {
        name: row.name,
        address: row.address,
        postalCode: row.postal_code,
        city: row.city,
        phone: row.phone,
        email: row.email,
        latitude: Number(row.latitude),
        longitude: Number(row.longitude),
        directions: { nl: row.directions_nl, en: row.directions_en },
      }
    );
  },
};
