// The server's log: one JSON line per event (pino), with its level, time, scope ('jobs', 'auth', 'api', ...) and the
// request id of the request or job it belongs to. Every line passes the one masking rule of lib/log/mask.ts
// (fields by name, e-mail addresses and phone numbers in any string, the message included). LOG_FORMAT=pretty
// (the default under `npm run dev`) prints the same lines for a person (pino-pretty).
// Not 'server-only': middleware.ts and instrumentation.ts import modules that log (the request guard, the
// session refresh), and the job worker runs it outside Next.
import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import { describeErrorKind } from '@/lib/log/error-kind';
import { maskInText, maskLogFields } from '@/lib/log/mask';
import { getEnv } from '@/server/env';

/** What every line written inside a request or a job carries. */
export interface LogContext {
  requestId?: string;
  jobId?: string;
  task?: string;
}

// One per process, whatever bundle imports this module (Next compiles middleware, instrumentation and routes
// separately): the context store, the root logger and a test's sink live on globalThis.
const holder = globalThis as unknown as {
  ghomesLogContext?: AsyncLocalStorage<LogContext>;
  ghomesLogRoot?: Logger;
  ghomesLogScopes?: Map<string, Logger>;
  ghomesLogSink?: ((line: string) => void) | null;
};

const contextStore = () => (holder.ghomesLogContext ??= new AsyncLocalStorage<LogContext>());

/** Runs `fn` with the context every line inside it (and every job it queues) carries. */
export function runWithLogContext<T>(context: LogContext, fn: () => T): T {
  return contextStore().run({ ...contextStore().getStore(), ...context }, fn);
}

export function currentLogContext(): LogContext | undefined {
  return contextStore().getStore();
}

/** Where lines go: a test's sink when one is set, else the process's output (pretty or JSON). */
function destination(format: 'json' | 'pretty'): DestinationStream {
  const out: DestinationStream = format === 'pretty' ? pretty({ sync: true, colorize: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss.l' }) : { write: (line: string) => void process.stdout.write(line) };
  return { write: (line: string) => (holder.ghomesLogSink ? holder.ghomesLogSink(line) : out.write(line)) };
}

function createRoot(): Logger {
  const env = getEnv();
  return pino(
    {
      level: env.LOG_LEVEL,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (fields) => maskLogFields(fields),
      },
      // An error is logged by its kind and where it happened, never its message (which may quote a person's data).
      serializers: { err: (error: unknown) => describeErrorKind(error) },
      mixin: () => ({ ...currentLogContext() }),
      hooks: {
        logMethod(args, method) {
          const masked = args.map((arg) => (typeof arg === 'string' ? maskInText(arg) : arg)) as Parameters<typeof method>;
          return method.apply(this, masked);
        },
      },
    },
    destination(env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json')),
  );
}

/** The logger of one part of the server: its lines carry `scope`. */
export function logger(scope: string): Logger {
  const scopes = (holder.ghomesLogScopes ??= new Map());
  let child = scopes.get(scope);
  if (!child) {
    child = (holder.ghomesLogRoot ??= createRoot()).child({ scope });
    scopes.set(scope, child);
  }
  return child;
}

/** Tests: every line goes to `sink` (as the JSON text) instead of the output until it is set back to null. */
export function setLogSink(sink: ((line: string) => void) | null): void {
  holder.ghomesLogSink = sink;
}
