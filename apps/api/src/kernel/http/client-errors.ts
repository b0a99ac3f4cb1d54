import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../errors.ts';

/** What a broken request is told before its socket closes, by Node's parser error code. */
const CLIENT_ERRORS: Record<string, { status: number; text: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    text: 'Request Header Fields Too Large',
    message: 'The request headers are too large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    text: 'Request Timeout',
    message: 'The request took too long to arrive',
  },
};
const BAD_REQUEST = { status: 400, text: 'Bad Request', message: 'The request could not be read' };

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large, a body that
 * does not arrive in time, garbage): answered with the contract's error body, then closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const answer = CLIENT_ERRORS[error.code ?? ''] ?? BAD_REQUEST;
  const body = JSON.stringify(errorBody(answer.status, answer.message));
  socket.end(
    `HTTP/1.1 ${answer.status} ${answer.text}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** A path Fastify cannot decode (`/api/v1/space/%ff`): 400 with the contract's error body, on every path. */
export function badUrlHandler(_error: Error, _request: FastifyRequest, reply: FastifyReply): void {
  void reply
    .status(400)
    .type('application/json; charset=utf-8')
    .send(errorBody(400, 'The address is not valid: check its percent-encoding'));
}
