import { describe, expect, it } from 'vitest';
import { detailsBody, toggled } from './details-form.ts';

const form = {
  Name: 'Huis',
  DescriptionNl: 'nl',
  DescriptionEn: 'en',
  DirectionsNl: '',
  DirectionsEn: '',
  Email: ' ',
  Phone: '030 123 4567',
  Website: '',
  MinHoursBeforeBooking: '4',
  Amenities: ['wifi' as const],
};

describe('the details form', () => {
  it('sends empty contact fields as none and the lead time as a number', () => {
    expect(detailsBody(form)).toMatchObject({
      Email: null,
      Phone: '030 123 4567',
      Website: null,
      MinHoursBeforeBooking: 4,
    });
  });
  it('sends a lead time that is not a whole number so that the API marks it', () => {
    expect(detailsBody({ ...form, MinHoursBeforeBooking: '2.5' }).MinHoursBeforeBooking).toBe(-1);
    expect(detailsBody({ ...form, MinHoursBeforeBooking: '' }).MinHoursBeforeBooking).toBe(-1);
  });
  it('ticks and unticks amenities', () => {
    expect(toggled(['wifi'], 'lift', true)).toEqual(['wifi', 'lift']);
    expect(toggled(['wifi', 'lift'], 'wifi', false)).toEqual(['lift']);
    expect(toggled(['wifi'], 'wifi', true)).toEqual(['wifi']);
  });
});
