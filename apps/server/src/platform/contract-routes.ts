import type { Endpoint } from '@shangwe/contract';
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySerializerCompiler,
  onRequestHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { SessionMode } from '../auth/session-plugin';
import { asZod, contractValidatorCompiler } from './validate';

/** The Fastify schema of an endpoint: what the zod type provider types the handler by. */
type SchemaOf<E extends Endpoint> = {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: E['response'];
};

/** A handler whose params, query, body and reply are typed by its endpoint's schemas. */
export type ContractHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;

/** An answer that does not match its endpoint's response schema: a bug of ours, never sent. */
export class ResponseDriftError extends Error {
  constructor(
    readonly method: string,
    readonly url: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`The answer of ${method} ${url} does not match the contract`);
    this.name = 'ResponseDriftError';
  }
}

/**
 * Whether answers are checked against their schema before they are sent. On everywhere but
 * production (tests catch a drifting answer); production skips the parse on the hot path
 * unless CONTRACT_CHECK_RESPONSES=1.
 */
export const checkResponses =
  process.env.CONTRACT_CHECK_RESPONSES === '1' ||
  (process.env.CONTRACT_CHECK_RESPONSES !== '0' && process.env.NODE_ENV !== 'production');

/**
 * Serializes an answer as it is (the schema checks it, it does not strip fields a client may
 * still read). Pre-serialized bodies (the catalog's cached strings) never reach a serializer.
 */
const contractSerializerCompiler: FastifySerializerCompiler<unknown> = ({
  schema,
  method,
  url,
}) => {
  const zod = asZod(schema);
  return (data) => {
    if (checkResponses) {
      const result = zod.safeParse(data);
      if (!result.success) throw new ResponseDriftError(method, url, result.error.issues);
    }
    return JSON.stringify(data);
  };
};

/**
 * Registers a route from its contract endpoint: Fastify parses params, query and body with the
 * endpoint's schemas (same 400 as parseInput) and checks the answer with its response schema.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: ContractHandler<E>,
  options: {
    session?: SessionMode;
    /** Runs before the body is parsed (the back office's staff guard: auth answers first). */
    onRequest?: onRequestHookHandler;
    /** More route config (read by hooks and tests through the route list). */
    config?: Record<string, unknown>;
    /** Largest body in bytes, when the app's default is too small (the chat's images). */
    bodyLimit?: number;
  } = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    // The session preHandler (auth/session-plugin) resolves request.bettor for these.
    ...((options.session || options.config) && {
      config: { ...options.config, ...(options.session && { session: options.session }) },
    }),
    ...(options.onRequest && { onRequest: options.onRequest }),
    ...(options.bodyLimit && { bodyLimit: options.bodyLimit }),
    schema: {
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: endpoint.response,
    } as SchemaOf<E>,
    validatorCompiler: contractValidatorCompiler,
    serializerCompiler: contractSerializerCompiler,
    handler,
  });
}

/**
 * The status of a computed answer (a service's result, a replayed stored answer) as one of its
 * endpoint's success statuses; any other would be an answer the contract does not describe.
 */
export function answerStatus<E extends Endpoint>(
  endpoint: E,
  statusCode: number,
): keyof E['response'] & number {
  if (!Object.hasOwn(endpoint.response, statusCode)) {
    throw new ResponseDriftError(endpoint.method, endpoint.path, [
      {
        code: 'custom',
        path: [],
        message: `status ${statusCode} is not an answer of this endpoint`,
        input: statusCode,
      },
    ]);
  }
  return statusCode as keyof E['response'] & number;
}
