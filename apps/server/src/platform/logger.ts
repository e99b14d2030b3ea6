import pino from 'pino';

/** Structured JSON logs; secrets never reach them. */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'password',
          'token',
          '*.password',
          '*.token',
          '*.new_password',
          '*.code',
          'databaseUrl',
          'redisUrl',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
