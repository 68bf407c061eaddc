import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type z, ZodError } from 'zod';

/**
 * An error answer of the management API. Rendered in the shape of the interface version
 * the request addressed: v3 `{ status, title, type, errors }`, v2 `[{ status, message }]`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    /** Field name -> what is wrong with it. */
    readonly errors: Record<string, string> = {},
  ) {
    super(title);
  }
}

export const notFound = (what: string) => new ApiError(404, `${what} was not found.`);
export const unprocessable = (title: string, errors: Record<string, string> = {}) =>
  new ApiError(422, title, errors);
export const conflict = (title: string, errors: Record<string, string> = {}) =>
  new ApiError(409, title, errors);

/** A 429; its `Retry-After` header (whole seconds, set on `reply`) says when to try again. */
export function tooManyRequests(
  reply: FastifyReply,
  retryAfterMs: number,
  message: string,
): ApiError {
  reply.header('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
  return new ApiError(429, message);
}

const STATUS_DOC = '/api-docs/getting-started/api-status-codes';

/**
 * Whether errors of a path take the v2 array shape. `/v2/hooks` is the exception: the real
 * service serves it from its webhooks interface, whose v2 reference answers errors with the
 * v3 object.
 */
export function answersV2Errors(url: string): boolean {
  return /^\/stores\/[^/]+\/v2\//.test(url) && !/^\/stores\/[^/]+\/v2\/hooks(?:[/?]|$)/.test(url);
}

export function sendApiError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: ApiError,
): FastifyReply {
  reply.code(error.status).type('application/json');
  if (answersV2Errors(request.url)) {
    const details = Object.keys(error.errors).length
      ? { details: { invalid_reason: error.errors } }
      : {};
    return reply.send([{ status: error.status, message: error.title, ...details }]);
  }
  return reply.send(v3ErrorObject(error));
}

/** The v3 error object; batch answers also list one per element that failed. */
export const v3ErrorObject = (error: ApiError) => ({
  status: error.status,
  title: error.title,
  type: STATUS_DOC,
  errors: error.errors,
});

/**
 * Turns whatever a handler or Fastify itself threw into an ApiError. Client mistakes keep
 * their 4xx status with a message that says what to fix; anything else is a 500 whose body
 * says nothing about internals.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // Input checked with zod's parse() rather than parseInput(): still the caller's mistake.
  if (error instanceof ZodError) {
    return new ApiError(
      422,
      'Input is invalid. Fix the fields listed in errors and try again.',
      fieldErrors(error),
    );
  }
  if (!(error instanceof Error))
    return new ApiError(500, 'The store service failed to process the request. Try again.');
  const status =
    'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  const code = 'code' in error ? error.code : undefined;
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(
        400,
        `The request body is not valid JSON: ${error.message}. Send a JSON document.`,
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'Unsupported Content-Type. Send the body as application/json.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'The request body is too large.');
    // Checks passed, but another request changed the same records before this one wrote
    // (two creates of one e-mail, a list deleted during an upsert): a conflict, not a crash.
    case 'SQLITE_CONSTRAINT_UNIQUE':
    case 'SQLITE_CONSTRAINT_PRIMARYKEY':
    case 'SQLITE_CONSTRAINT_FOREIGNKEY':
      return new ApiError(
        409,
        'Another request changed the same records at the same time. Read them again and retry.',
      );
    default:
      if (status >= 400 && status < 500) return new ApiError(status, error.message);
      return new ApiError(500, 'The store service failed to process the request. Try again.');
  }
}

/** One message per field (`{ "url": "..." }`), keyed by the dotted path. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}
