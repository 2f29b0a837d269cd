// The server's log lines, read by a test: captureLogs() collects every line (parsed JSON) until stop().
import { setLogSink } from '@/server/log/logger';

export interface LogLine {
  level: string;
  scope?: string;
  msg?: string;
  requestId?: string;
  [field: string]: unknown;
}

export interface CapturedLogs {
  lines: LogLine[];
  /** Every line's JSON, one a line: for "never contains" assertions over whole lines. */
  text: () => string;
  stop: () => void;
}

export function captureLogs(): CapturedLogs {
  const raw: string[] = [];
  setLogSink((line) => void raw.push(line));
  return {
    get lines() {
      return raw.map((line) => JSON.parse(line) as LogLine);
    },
    text: () => raw.join(''),
    stop: () => setLogSink(discard),
  };
}

/** Integration tests keep the log out of Jest's output unless a test captures it. */
export const discard = () => undefined;
