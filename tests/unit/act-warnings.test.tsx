// The unit run's guard against React's act() warning (tests/helpers/act-warnings.ts): it must see the warning
// React 19 really prints, fail the test after it, and leave every other console.error as it was.
import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { actWarningLine, takeActWarnings, watchActWarnings } from '@/tests/helpers/act-warnings';

const WARNING = 'An update to LaterLabel inside a test was not wrapped in act(...).';

function LaterLabel() {
  const [label, setLabel] = useState('now');
  useEffect(() => {
    const timer = setTimeout(() => setLabel('later'), 1_000);
    return () => clearTimeout(timer);
  }, []);
  return <p>{label}</p>;
}

afterEach(() => jest.useRealTimers());

test("React's own warning for an update outside act() is caught, also when a test silences console.error", () => {
  jest.useFakeTimers();
  // The spy keeps this provoked warning out of the run's output; a watcher on top of it sees what React prints.
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const watch = watchActWarnings(console);
  try {
    render(<LaterLabel />);
    jest.advanceTimersByTime(1_000); // outside act() on purpose
    expect(watch.take()).toEqual([WARNING]);
    watch.stop();
    // The run's guard reads the spy's calls; taken here, so its afterEach does not fail this test.
    expect(takeActWarnings()).toEqual([WARNING]);
    expect(takeActWarnings()).toEqual([]);
  } finally {
    watch.stop();
    spy.mockRestore();
  }
});

test('the same update inside act() leaves nothing to catch', () => {
  jest.useFakeTimers();
  render(<LaterLabel />);
  act(() => jest.advanceTimersByTime(1_000));
  expect(screen.getByText('later')).toBeInTheDocument();
  expect(takeActWarnings()).toEqual([]);
});

test('every console.error still reaches the console, and only act() warnings are kept', () => {
  const printed: unknown[][] = [];
  const sink = { error: (...args: unknown[]) => void printed.push(args) };
  const watch = watchActWarnings(sink);
  sink.error('Something else went wrong');
  sink.error('An update to %s inside a test was not wrapped in act(...).\n\nWhen testing, ...', 'Input');
  expect(printed).toHaveLength(2);
  expect(watch.take()).toEqual(['An update to Input inside a test was not wrapped in act(...).']);
  expect(watch.take()).toEqual([]);
  watch.stop();
  sink.error('An update to %s inside a test was not wrapped in act(...).', 'Input');
  expect(watch.take()).toEqual([]);
  expect(actWarningLine(['plain %s and %s', 'one', 'two'])).toBe('plain one and two');
});
