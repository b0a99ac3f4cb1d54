import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { errorStatus } from './error-page.tsx';

describe('the error page', () => {
  it('keeps the status and message of a route error response', () => {
    expect(errorStatus(new ErrorResponse(404, 'Not Found', { Message: 'Reservation not found' }))).toEqual({
      status: 404,
      message: 'Reservation not found',
    });
    expect(errorStatus(new ErrorResponse(503, 'Service Unavailable', null))).toEqual({
      status: 503,
      message: 'Service Unavailable',
    });
    expect(errorStatus(new ErrorResponse(400, '', 'Bad date'))).toEqual({ status: 400, message: 'Bad date' });
  });

  it('gives 500 for anything else, with the error message when there is one', () => {
    expect(errorStatus(new Error('boom'))).toEqual({ status: 500, message: 'boom' });
    expect(errorStatus('strange')).toEqual({ status: 500, message: null });
  });
});
