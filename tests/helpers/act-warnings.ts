// React warns through console.error when a state update happens outside act(): the test moved on (or looked at
// the screen) before React applied a change the test itself caused, so what it asserted may not be what a person
// sees. The unit run turns that warning into a failure of the test that caused it (installed by
// tests/helpers/setup-unit.ts); the fix is in the test: await what the update shows (findBy*, waitFor) or run
// fake timers inside act().

type ErrorSink = { error: (...args: unknown[]) => void };

export function isActWarning(args: readonly unknown[]): boolean {
  return typeof args[0] === 'string' && args[0].includes('not wrapped in act');
}

/** The warning's first line with its `%s` filled in: "An update to LeadForm inside a test was not wrapped in act(...)." */
export function actWarningLine(args: readonly unknown[]): string {
  const [format, ...values] = args;
  let next = 0;
  return String(format)
    .replace(/%s/g, () => String(values[next++]))
    .split('\n')[0]!;
}

/** Passes every console.error through unchanged and keeps the act() warnings among them until taken. */
export function watchActWarnings(sink: ErrorSink) {
  const original = sink.error;
  const found: string[] = [];
  sink.error = (...args: unknown[]) => {
    if (isActWarning(args)) found.push(actWarningLine(args));
    original.apply(sink, args);
  };
  return {
    take: (): string[] => found.splice(0),
    stop: () => {
      sink.error = original;
    },
  };
}

let watcher: ReturnType<typeof watchActWarnings> | null = null;
// A test that silences console.error with a jest spy keeps the warnings from the watcher: the spy's calls are read
// too, each once (keyed by the calls list, which a mockClear replaces).
const spyCallsRead = new WeakMap<unknown[][], number>();

function spiedActWarnings(): string[] {
  const spy = console.error as unknown as jest.Mock;
  if (!jest.isMockFunction(spy)) return [];
  const calls = spy.mock.calls;
  const unread = calls.slice(spyCallsRead.get(calls) ?? 0);
  spyCallsRead.set(calls, calls.length);
  return unread.filter(isActWarning).map(actWarningLine);
}

/** The act() warnings since the last look, each once. */
export function takeActWarnings(): string[] {
  return [...new Set([...(watcher?.take() ?? []), ...spiedActWarnings()])];
}

/** Fails every test after which an act() warning was printed (call once, from a Jest setup file). */
export function failTestsOnActWarnings(): void {
  watcher ??= watchActWarnings(console);
  afterEach(() => {
    const found = takeActWarnings();
    if (found.length > 0) {
      throw new Error(
        `React state was updated outside act():\n  ${found.join('\n  ')}\n` +
          'Await what the update shows (findBy*, waitFor on the outcome) or run fake timers inside act().',
      );
    }
  });
}
