import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ODDS_MOVEMENT_MS, OddsButton, formatOdd } from './odds-button';

afterEach(() => {
  vi.useRealTimers();
});

describe('OddsButton', () => {
  it('shows the odd rounded to 2 decimals and calls onPick when tapped', async () => {
    const onPick = vi.fn();
    render(<OddsButton label="1" oddValue="2.456" onPick={onPick} />);
    const button = screen.getByRole('button', { name: '1 2.46' });
    await userEvent.click(button);
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('marks a selected outcome as pressed', () => {
    render(<OddsButton label="X" oddValue={3.1} selected />);
    expect(screen.getByRole('button', { name: 'X 3.10' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows up then down movement and clears the marker after a few seconds', () => {
    vi.useFakeTimers();
    const { rerender } = render(<OddsButton label="1" oddValue={2} />);
    const button = screen.getByRole('button');
    expect(button).not.toHaveAttribute('data-movement');

    rerender(<OddsButton label="1" oddValue={2.2} />);
    expect(button).toHaveAttribute('data-movement', 'up');
    expect(button).toHaveTextContent('▲');

    rerender(<OddsButton label="1" oddValue={1.9} />);
    expect(button).toHaveAttribute('data-movement', 'down');
    expect(button).toHaveTextContent('▼');

    act(() => {
      vi.advanceTimersByTime(ODDS_MOVEMENT_MS + 10);
    });
    expect(button).not.toHaveAttribute('data-movement');
    expect(button).toHaveTextContent('1.90');
  });

  it('is locked and cannot be picked when the market is suspended', async () => {
    const onPick = vi.fn();
    render(<OddsButton label="2" oddValue={4} locked onPick={onPick} />);
    const button = screen.getByRole('button', { name: '2 Locked' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-locked', 'true');
    await userEvent.click(button);
    expect(onPick).not.toHaveBeenCalled();
  });

  it('is locked when the odd is missing or zero', () => {
    render(<OddsButton label="1" oddValue={0} />);
    expect(screen.getByRole('button', { name: '1 Locked' })).toBeDisabled();
  });
});

describe('formatOdd', () => {
  it('renders a dash for an absent odd', () => {
    expect(formatOdd(undefined)).toBe('-');
    expect(formatOdd('abc')).toBe('-');
    expect(formatOdd(1.5)).toBe('1.50');
  });
});
