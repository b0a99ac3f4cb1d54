import { describe, expect, it } from 'vitest';
import { createI18n } from '../lib/i18n.ts';
import { ApiError } from './api-client.ts';
import { describeProblem, fieldKey } from './problems.ts';

const fail = (
  status: number,
  Errors: { Field: string; Code: string; Message?: string }[],
  Message = 'English',
) => new ApiError(status, { StatusCode: status, Message, Errors });

describe('describeProblem', () => {
  const en = createI18n('en');
  const nl = createI18n('nl');

  it('says a refusal in the page language by its code', () => {
    expect(describeProblem(fail(409, [{ Field: 'Id', Code: 'locked' }]), nl, 'x').message).toBe(
      'Deze reservering is vergrendeld: ze kan niet meer worden gewijzigd.',
    );
    expect(describeProblem(fail(409, [{ Field: 'StartDate', Code: 'too_late' }]), en, 'x').message).toMatch(
      /up to 24 hours before/,
    );
    // Availability codes from a date change or copy use the search's words.
    expect(describeProblem(fail(409, [{ Field: 'StartDate', Code: 'AlreadyBooked' }]), en, 'x').message).toBe(
      'Already booked',
    );
  });

  it('marks fields of a 400 and asks to check them', () => {
    const problem = describeProblem(
      fail(400, [
        { Field: 'Contacts.0.Email', Code: 'invalid_format', Message: 'E-mail address is not valid' },
        { Field: 'ProgramItems[1].EndMinutes', Code: 'custom', Message: 'End after start' },
      ]),
      en,
      'x',
    );
    expect(problem.message).toBe('Please check the marked fields.');
    expect(problem.fields).toEqual({
      'Contacts.0.Email': 'This is not in the right format.',
      'ProgramItems.1.EndMinutes': 'End after start',
    });
  });

  it('falls back by status, then to the server message, then to the fallback', () => {
    expect(describeProblem(fail(403, []), en, 'x').message).toBe('This reservation belongs to someone else.');
    expect(describeProblem(fail(404, []), nl, 'x').message).toBe('Deze reservering is niet gevonden.');
    expect(describeProblem(fail(409, [{ Field: 'X', Code: 'odd' }], 'Odd conflict'), en, 'x').message).toBe(
      'Odd conflict',
    );
    expect(describeProblem(fail(500, [], 'Internal server error'), en, 'Try again').message).toBe(
      'Try again',
    );
    expect(describeProblem(new TypeError('network'), en, 'Try again')).toEqual({
      message: 'Try again',
      fields: {},
      codes: {},
    });
  });

  it("puts the API's field paths (Contacts[0].Email) where the forms look (Contacts.0.Email)", () => {
    for (const Field of ['Contacts[0].Email', 'Contacts.0.Email']) {
      const problem = describeProblem(fail(400, [{ Field, Code: 'invalid_format' }]), en, 'x');
      expect(problem.fields).toEqual({ 'Contacts.0.Email': 'This is not in the right format.' });
      expect(problem.codes).toEqual({ 'Contacts.0.Email': 'invalid_format' });
    }
  });

  it('normalises field paths', () => {
    expect(fieldKey('Contacts[2].Name')).toBe('Contacts.2.Name');
    expect(fieldKey('Url')).toBe('Url');
  });
});
