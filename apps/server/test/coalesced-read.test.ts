import { describe, expect, it } from 'vitest';
import { coalescedRead } from '../src/lib/coalesced-read';

/** A read the test finishes by hand: each call is one read, in the order they began. */
function manualReads() {
  const reads: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const read = () =>
    new Promise<string>((resolve, reject) => {
      reads.push({ resolve, reject });
    });
  return { reads, read };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('coalescedRead', () => {
  it('answers callers that asked during a read with the read after it, shared', async () => {
    const { reads, read } = manualReads();
    const stamp = coalescedRead(read);
    const first = stamp();
    expect(reads).toHaveLength(1);
    // Asked while the first read runs: it may have read before they asked.
    const second = stamp();
    const third = stamp();
    expect(reads).toHaveLength(1);
    reads[0]!.resolve('before');
    expect(await first).toBe('before');
    await flush();
    expect(reads).toHaveLength(2);
    // Asked while the second read runs: they wait for a third.
    const fourth = stamp();
    reads[1]!.resolve('after');
    expect(await second).toBe('after');
    expect(await third).toBe('after');
    await flush();
    expect(reads).toHaveLength(3);
    reads[2]!.resolve('latest');
    expect(await fourth).toBe('latest');
    // Nothing running: the next caller starts a read at once.
    const fifth = stamp();
    expect(reads).toHaveLength(4);
    reads[3]!.resolve('alone');
    expect(await fifth).toBe('alone');
  });

  it('lets a failed read fail only its own callers', async () => {
    const { reads, read } = manualReads();
    const stamp = coalescedRead(read);
    const first = stamp();
    const second = stamp();
    reads[0]!.reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await flush();
    reads[1]!.resolve('back');
    expect(await second).toBe('back');
  });
});
