import { fieldPath, type ValidationIssueCode } from '@meetspace/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, errorBody, type FieldError } from '../errors.ts';
import { isDatabaseUnavailable } from '../unavailable.ts';

/**
 * Field errors from a zod validation failure: `Field` is the path in the one format of every field
 * error (`Contacts[0].Email`), `Code` the zod issue code.
 */
export function validationFieldErrors(
  validation: readonly { instancePath: string; keyword: string; message?: string }[],
): FieldError[] {
  return validation.map<FieldError>((v) => ({
    Field: fieldPath(v.instancePath.split('/').filter((part) => part !== '')),
    Code: v.keyword as ValidationIssueCode,
    ...(v.message ? { Message: v.message } : {}),
  }));
}

/**
 * The one error handler: AppError → its status; validation → 400 with field errors; other client
 * errors keep their 4xx status with a generic message; everything else → 500 without details.
 * The stack only ever goes to the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.httpStatus).send(errorBody(error.statusCode, error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      return reply
        .status(400)
        .send(errorBody(400, `Invalid ${where}`, validationFieldErrors(error.validation)));
    }
    if (
      !isResponseSerializationError(error) &&
      error.statusCode &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      if (error.statusCode === 429)
        return reply.status(429).send(errorBody(429, 'Too many requests, slow down'));
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'Body is not valid JSON' : error.message;
      return reply.status(error.statusCode).send(errorBody(error.statusCode, message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send(errorBody(503, 'The service is briefly unavailable; try again in a moment'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(500, 'Internal server error'));
  });
}
