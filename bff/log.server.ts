// The BFF's structured logger (JSON lines, like the server's).
import { pino } from 'pino';

export const log = pino({ name: 'bff', level: process.env.LOG_LEVEL ?? 'info' });
