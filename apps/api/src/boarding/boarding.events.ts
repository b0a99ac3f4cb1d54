import { defineEvent } from '../kernel/events/events.ts';

/** A host submitted a new location: it waits for an administrator's approval. */
export interface LocationSubmitted {
  LocationId: number;
  Name: string;
  City: string;
  PackageId: number;
}

/** The boarding area's events (written in the transaction that creates the location). */
export const boardingEvents = {
  submitted: defineEvent<LocationSubmitted>('location.submitted', 'location'),
};
