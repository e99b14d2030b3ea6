import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatClock, useLiveClock, type LiveClockInput } from './live-clock';

function Clock(props: LiveClockInput) {
  return <span data-testid="clock">{formatClock(useLiveClock(props))}</span>;
}

afterEach(() => vi.useRealTimers());

describe('useLiveClock', () => {
  it('ticks every second while running and restarts from each server correction', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Clock seconds={600} running stamp={1} />);
    expect(screen.getByTestId('clock')).toHaveTextContent('10:00');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByTestId('clock')).toHaveTextContent('10:03');

    rerender(<Clock seconds={700} running stamp={2} />);
    expect(screen.getByTestId('clock')).toHaveTextContent('11:40');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('clock')).toHaveTextContent('11:41');

    // The same server value received again is a correction too.
    rerender(<Clock seconds={700} running stamp={3} />);
    expect(screen.getByTestId('clock')).toHaveTextContent('11:40');
  });

  it('stands still when the clock is stopped', () => {
    vi.useFakeTimers();
    render(<Clock seconds={2700} running={false} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByTestId('clock')).toHaveTextContent('45:00');
  });

  it('advances at the accelerated rate of a demo clock', () => {
    vi.useFakeTimers();
    render(<Clock seconds={0} running rate={60} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('clock')).toHaveTextContent('02:00');
  });

  it('shows nothing without a clock', () => {
    render(<Clock seconds={null} running />);
    expect(screen.getByTestId('clock')).toHaveTextContent('');
  });
});
