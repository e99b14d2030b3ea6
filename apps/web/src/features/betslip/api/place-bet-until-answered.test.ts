import type { PlaceBetResponse } from '@shangwe/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { makePick } from '../../../test/slip-test-helpers';
import type { PlaceBetRequest } from './place-bet';
import {
  isUnanswered,
  placeBetUntilAnswered,
  placementFingerprint,
  UnansweredPlacementError,
} from './place-bet-until-answered';

const request: PlaceBetRequest = {
  picks: [makePick(1, 2)],
  stake: 100,
  totalOdd: 2,
  profileId: 42,
  idempotencyKey: 'attempt-key-0001',
};

const booked: PlaceBetResponse = {
  message: 'Bet K7R2M9QX placed successfully.',
  async: false,
  bet_id: 77,
  ref: 'REF77',
  first_bet: false,
  status: 'open',
};

const networkError = () => new ApiError('An error occurred. Please try again', 0, null);
const noWait = vi.fn((_ms: number) => Promise.resolve());

describe('placeBetUntilAnswered', () => {
  it('asks again with the same key after a try that got no answer, and gives the one bet', async () => {
    const send = vi
      .fn<(r: PlaceBetRequest, s: AbortSignal) => Promise<PlaceBetResponse>>()
      .mockRejectedValueOnce(networkError())
      .mockResolvedValueOnce(booked);
    const onUnanswered = vi.fn();
    const wait = vi.fn((_ms: number) => Promise.resolve());

    await expect(placeBetUntilAnswered(request, { send, wait, onUnanswered })).resolves.toEqual(
      booked,
    );
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls.map(([r]) => r.idempotencyKey)).toEqual([
      'attempt-key-0001',
      'attempt-key-0001',
    ]);
    expect(onUnanswered).toHaveBeenCalledWith(1);
    expect(wait).toHaveBeenCalledWith(1000);
  });

  it('backs off between tries and retries server and proxy failures', async () => {
    const send = vi
      .fn<(r: PlaceBetRequest, s: AbortSignal) => Promise<PlaceBetResponse>>()
      .mockRejectedValueOnce(new ApiError('An error occurred, please try again', 500, null))
      .mockRejectedValueOnce(new ApiError('Bad gateway', 502, null))
      .mockRejectedValueOnce(
        new ApiError('Still being processed', 409, null, 'IDEMPOTENCY_IN_PROGRESS'),
      )
      .mockResolvedValueOnce(booked);
    const wait = vi.fn((_ms: number) => Promise.resolve());
    await expect(placeBetUntilAnswered(request, { send, wait })).resolves.toEqual(booked);
    expect(wait.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 4000]);
  });

  it('does not retry a definite refusal', async () => {
    const refusal = new ApiError('Arsenal v Chelsea has started', 400, null, 'PICK_STARTED');
    const send = vi.fn(() => Promise.reject(refusal));
    await expect(placeBetUntilAnswered(request, { send, wait: noWait })).rejects.toBe(refusal);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('gives up after a bounded number of tries without claiming the bet failed', async () => {
    const send = vi.fn(() => Promise.reject(networkError()));
    const error = await placeBetUntilAnswered(request, {
      send,
      wait: noWait,
      delaysMs: [10, 20],
    }).catch((e: unknown) => e);
    expect(send).toHaveBeenCalledTimes(3);
    expect(error).toBeInstanceOf(UnansweredPlacementError);
    expect(error).toMatchObject({
      idempotencyKey: 'attempt-key-0001',
      fingerprint: placementFingerprint(request),
    });
  });

  it('ends a try that hangs and counts it as unanswered', async () => {
    const send = vi
      .fn<(r: PlaceBetRequest, s: AbortSignal) => Promise<PlaceBetResponse>>()
      .mockImplementationOnce(
        (_r, signal) =>
          new Promise((_resolve, reject) =>
            signal.addEventListener('abort', () =>
              reject(new DOMException('The operation was aborted.', 'AbortError')),
            ),
          ),
      )
      .mockResolvedValueOnce(booked);
    await expect(
      placeBetUntilAnswered(request, { send, wait: noWait, timeoutMs: 5 }),
    ).resolves.toEqual(booked);
    expect(send.mock.calls[0]![1].aborted).toBe(true);
  });
});

describe('isUnanswered', () => {
  it('tells a missing answer from the server’s word', () => {
    expect(isUnanswered(networkError())).toBe(true);
    expect(isUnanswered(new TypeError('Failed to fetch'))).toBe(true);
    expect(isUnanswered(new ApiError('x', 503, null))).toBe(true);
    expect(isUnanswered(new ApiError('x', 504, null))).toBe(true);
    expect(isUnanswered(new ApiError('x', 400, null))).toBe(false);
    expect(isUnanswered(new ApiError('x', 401, null))).toBe(false);
    expect(isUnanswered(new ApiError('x', 409, null, 'BET_ODDS_CHANGED'))).toBe(false);
    expect(isUnanswered(new ApiError('x', 409, null, 'IDEMPOTENCY_KEY_REUSED'))).toBe(false);
    expect(isUnanswered(new ApiError('x', 429, null))).toBe(false);
  });
});

describe('placementFingerprint', () => {
  it('is the same for the same slip whatever the key, and differs when the stake does', () => {
    const other = { ...request, idempotencyKey: 'another-key-0002' };
    expect(placementFingerprint(other)).toBe(placementFingerprint(request));
    expect(placementFingerprint({ ...request, stake: 200 })).not.toBe(
      placementFingerprint(request),
    );
  });
});
