import { type Logger } from 'pino';

/** LOG_LEVEL, checked: a level pino knows, or `silent`. */
export function logLevel(raw?: string): string;
/** The process's logger (JSON lines, redacted, with the request's trace id). */
export function logger(): Logger;
/** A logger whose lines name the part of the shop they come from (`component`). */
export function loggerFor(component: string): Logger;
/** A logger with the storefront's settings, writing to `destination` (standard output by default). */
export function makeLogger(destination?: import('pino').DestinationStream): Logger;
