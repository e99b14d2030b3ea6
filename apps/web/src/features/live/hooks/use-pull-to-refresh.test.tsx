import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PULL_STAY_DISTANCE, PULL_STAY_MS, usePullToRefresh } from './use-pull-to-refresh';

function Harness({ onRefresh }: { onRefresh: () => Promise<unknown> }) {
  const ref = useRef<HTMLDivElement>(null);
  const pull = usePullToRefresh(ref, onRefresh);
  return (
    <div ref={ref} data-testid="list">
      <span data-testid="state">{pull.state}</span>
      <span data-testid="distance">{pull.distance}</span>
    </div>
  );
}

const touch = (y: number) => ({ touches: [{ clientY: y }] });

afterEach(() => vi.useRealTimers());

describe('usePullToRefresh', () => {
  it('refreshes after a pull beyond the trigger distance, stays, then collapses', async () => {
    vi.useFakeTimers();
    let resolve: () => void = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    render(<Harness onRefresh={onRefresh} />);
    const list = screen.getByTestId('list');

    fireEvent.touchStart(list, touch(100));
    fireEvent.touchMove(list, touch(180)); // 40 px after damping
    expect(screen.getByTestId('state')).toHaveTextContent('pull');
    fireEvent.touchMove(list, touch(260)); // 80 px: beyond 70
    expect(screen.getByTestId('state')).toHaveTextContent('trigger');

    fireEvent.touchEnd(list);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('state')).toHaveTextContent('loading');
    expect(screen.getByTestId('distance')).toHaveTextContent(String(PULL_STAY_DISTANCE));

    await act(async () => resolve());
    expect(screen.getByTestId('state')).toHaveTextContent('done');
    await act(async () => vi.advanceTimersByTime(PULL_STAY_MS));
    expect(screen.getByTestId('state')).toHaveTextContent('idle');
    expect(screen.getByTestId('distance')).toHaveTextContent('0');
  });

  it("turns the browser's own pull-to-refresh off while mounted", () => {
    const { unmount } = render(<Harness onRefresh={async () => {}} />);
    expect(document.documentElement.style.overscrollBehaviorY).toBe('contain');
    unmount();
    expect(document.documentElement.style.overscrollBehaviorY).toBe('');
  });

  it('does nothing when released before the trigger distance', () => {
    const onRefresh = vi.fn(async () => {});
    render(<Harness onRefresh={onRefresh} />);
    const list = screen.getByTestId('list');
    fireEvent.touchStart(list, touch(100));
    fireEvent.touchMove(list, touch(200)); // 50 px
    fireEvent.touchEnd(list);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.getByTestId('state')).toHaveTextContent('idle');
  });
});
