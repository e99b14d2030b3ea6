import { buildHashChain, verifyChainSeed } from '@shangwe/domain';
import { describe, expect, it } from 'vitest';
import { buildHashChainInSlices } from './chain-builder';

const TOP = 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';

describe('buildHashChainInSlices', () => {
  it('builds the domain chain, seed for seed', async () => {
    const chain = await buildHashChainInSlices(TOP, 2_500);
    expect(chain).toEqual(buildHashChain(TOP, 2_500));
    expect(verifyChainSeed(chain[1_234]!, 1_234, chain[0]!)).toBe(true);
  });

  it('lets the event loop run between slices', async () => {
    let ranMeanwhile = false;
    setImmediate(() => (ranMeanwhile = true));
    await buildHashChainInSlices(TOP, 2_500);
    expect(ranMeanwhile).toBe(true);
  });

  it('refuses a length below one', async () => {
    await expect(buildHashChainInSlices(TOP, 0)).rejects.toThrow('length must be ≥ 1');
  });
});
