// The audit page's chain panel after 今すぐ検証: it is asked again until it shows the run asked for finished and a
// head past what that run checked (the run's own audit row), so an answer read in a race (before the run ended, or
// before the head moved) is never the last one shown; and it stops then.
import { describe, expect, it } from 'vitest';
import { chainNeedsRefetch } from '../../src/app/features/audit/audit-rules';

const asked = { id: '7', throughSequence: '41' };

describe('chainNeedsRefetch', () => {
  it('asks again while a run is in progress, asked for here or not', () => {
    expect(chainNeedsRefetch({ headSequence: '42', running: { id: '7' } }, null)).toBe(true);
    expect(chainNeedsRefetch({ headSequence: '42', running: { id: '7' } }, asked)).toBe(true);
  });

  it('after 今すぐ検証, until the run asked for has finished and the head is past it', () => {
    // The previous run, the old head: a refetch that raced the mutation.
    expect(chainNeedsRefetch({ headSequence: '41', lastVerification: { id: '6' } }, asked)).toBe(true);
    // The run finished but the head read before its audit row.
    expect(chainNeedsRefetch({ headSequence: '41', lastVerification: { id: '7' } }, asked)).toBe(true);
    // The head moved but the run not yet shown as finished.
    expect(chainNeedsRefetch({ headSequence: '42', lastVerification: { id: '6' } }, asked)).toBe(true);
    expect(chainNeedsRefetch({ headSequence: '42', lastVerification: { id: '7' } }, asked)).toBe(false);
    // A later run (someone else's) finished: the one asked for is covered.
    expect(chainNeedsRefetch({ headSequence: '45', lastVerification: { id: '10' } }, asked)).toBe(false);
  });

  it('without a run asked for and none in progress, does not poll', () => {
    expect(chainNeedsRefetch({ headSequence: '42', lastVerification: null, running: null }, null)).toBe(
      false,
    );
    expect(chainNeedsRefetch(undefined, null)).toBe(false);
  });
});
