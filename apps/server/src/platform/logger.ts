import pino from 'pino';
import { REDACTED, REDACTED_LOG_PATHS } from './log-redaction';

/** Structured JSON logs; secrets never reach them. */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      redact: {
        paths: [...REDACTED_LOG_PATHS],
        censor: REDACTED,
      },
    },
    destination,
  );
}
