import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stageFirstRender, useStartStage } from './staged-start';

function Staged() {
  const stage = useStartStage(2);
  return (
    <>
      <p>frame</p>
      {stage >= 1 ? <p>above</p> : null}
      {stage >= 2 ? <p>page</p> : null}
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('useStartStage', () => {
  it('draws the staged first render one stage per task, top to bottom', () => {
    vi.useFakeTimers();
    stageFirstRender();
    render(<Staged />);
    expect(screen.getByText('frame')).toBeInTheDocument();
    expect(screen.queryByText('above')).not.toBeInTheDocument();
    expect(screen.queryByText('page')).not.toBeInTheDocument();

    act(() => vi.advanceTimersToNextTimer());
    expect(screen.getByText('above')).toBeInTheDocument();
    expect(screen.queryByText('page')).not.toBeInTheDocument();

    act(() => vi.advanceTimersToNextTimer());
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  it('draws everything at once outside the staged first render', () => {
    render(<Staged />);
    expect(screen.getByText('above')).toBeInTheDocument();
    expect(screen.getByText('page')).toBeInTheDocument();
  });
});
