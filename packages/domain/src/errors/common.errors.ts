/** Field codes any call may answer: the request's own shape (beside zod's issue codes). */
export const CommonErrorCode = {
  Required: 'required',
  Invalid: 'invalid',
  InvalidValue: 'invalid_value',
  TooSmall: 'too_small',
  TooBig: 'too_big',
  TooShort: 'too_short',
  Unknown: 'unknown',
  Duplicate: 'duplicate',
  Mismatch: 'mismatch',
  NotFound: 'not_found',
} as const;
