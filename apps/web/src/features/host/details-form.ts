import type { Amenity, HostLocation, HostLocationInput } from '@meetspace/domain';

/** The details form's state: every field as the inputs hold it (text). */
export interface DetailsForm {
  Name: string;
  DescriptionNl: string;
  DescriptionEn: string;
  DirectionsNl: string;
  DirectionsEn: string;
  Email: string;
  Phone: string;
  Website: string;
  MinHoursBeforeBooking: string;
  Amenities: Amenity[];
}

export function detailsFormOf(location: HostLocation): DetailsForm {
  return {
    Name: location.Name,
    DescriptionNl: location.DescriptionNl,
    DescriptionEn: location.DescriptionEn,
    DirectionsNl: location.DirectionsNl,
    DirectionsEn: location.DirectionsEn,
    Email: location.Email ?? '',
    Phone: location.Phone ?? '',
    Website: location.Website ?? '',
    MinHoursBeforeBooking: String(location.MinHoursBeforeBooking),
    Amenities: [...location.Amenities],
  };
}

/**
 * The body of `PUT /v1/host/location/{id}`: empty contact fields are none; a lead time that is not a
 * whole number is sent as -1, which the API refuses at that field.
 */
export function detailsBody(form: DetailsForm): HostLocationInput {
  const hours = form.MinHoursBeforeBooking.trim();
  return {
    ...form,
    Email: form.Email.trim() || null,
    Phone: form.Phone.trim() || null,
    Website: form.Website.trim() || null,
    MinHoursBeforeBooking: /^\d+$/.test(hours) ? Number(hours) : -1,
  };
}

/** The amenities with one ticked or unticked. */
export function toggled(amenities: readonly Amenity[], amenity: Amenity, on: boolean): Amenity[] {
  const rest = amenities.filter((a) => a !== amenity);
  return on ? [...rest, amenity] : rest;
}
