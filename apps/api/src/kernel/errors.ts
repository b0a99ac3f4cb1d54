import type { FieldErrorCode } from '@meetspace/domain';

/** One field-level problem, as the contract's `Errors` array carries it (codes from the domain's catalogue). */
export interface FieldError {
  /** The field's path: `Contacts[0].Email` (see `fieldPath`). */
  Field: string;
  Code: FieldErrorCode;
  Message?: string;
}

/**
 * The one error type of the API: an HTTP status, the `StatusCode` of the body (the HTTP status
 * unless the spec gives its own result code), an English message and optional field errors.
 */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
    readonly errors: FieldError[] = [],
    readonly statusCode: number = httpStatus,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, errors: FieldError[] = []): AppError {
    return new AppError(400, message, errors);
  }
  static unauthorized(message = 'A valid token is required'): AppError {
    return new AppError(401, message);
  }
  static forbidden(message = 'You have no access to this item'): AppError {
    return new AppError(403, message);
  }
  static notFound(message = 'Not found'): AppError {
    return new AppError(404, message);
  }
  static conflict(message: string): AppError {
    return new AppError(409, message);
  }
}

/** The JSON error body of the contract. */
export function errorBody(statusCode: number, message: string, errors: FieldError[] = []) {
  return { StatusCode: statusCode, Message: message, Errors: errors };
}
