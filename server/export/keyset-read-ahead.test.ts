import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keysetReadAhead, type KeysetAfter } from './keyset-read-ahead';

type Row = { id: string; sortValue: string };

/** A table of `count` rows read by keyset; `reads` logs where each read started, in the order they were asked for. */
function table(count: number) {
  const rows: Row[] = Array.from({ length: count }, (_, index) => ({ id: String(index + 1).padStart(4, '0'), sortValue: `v${index}` }));
  const reads: Array<KeysetAfter | undefined> = [];
  const read = (size: number) => async (after: KeysetAfter | undefined) => {
    reads.push(after);
    await sleep(1);
    const start = after ? rows.findIndex((row) => row.id === after.id) + 1 : 0;
    return rows.slice(start, start + size);
  };
  return { rows, reads, read };
}

async function collect<T>(batches: AsyncIterable<T[]>): Promise<T[][]> {
  const seen: T[][] = [];
  for await (const batch of batches) seen.push(batch);
  return seen;
}

describe('keysetReadAhead', () => {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  beforeEach(() => {
    unhandled.length = 0;
    process.on('unhandledRejection', record);
  });
  afterEach(() => {
    process.off('unhandledRejection', record);
  });

  it('hands over every row once, in order, in batches of the size, the last one short', async () => {
    const { rows, reads, read } = table(25);
    const batches = await collect(keysetReadAhead(10, read(10)));
    expect(batches.map((batch) => batch.length)).toEqual([10, 10, 5]);
    expect(batches.flat()).toEqual(rows);
    expect(reads).toEqual([undefined, { value: 'v9', id: '0010' }, { value: 'v19', id: '0020' }]);
  });

  it('reads once more after a full last batch and hands over no empty batch', async () => {
    const { rows, reads, read } = table(20);
    const batches = await collect(keysetReadAhead(10, read(10)));
    expect(batches.map((batch) => batch.length)).toEqual([10, 10]);
    expect(batches.flat()).toEqual(rows);
    expect(reads).toHaveLength(3);
    expect(await collect(keysetReadAhead(10, table(0).read(10)))).toEqual([]);
  });

  it('asks for the next batch before the reader has finished with the current one', async () => {
    const { reads, read } = table(30);
    const batches = keysetReadAhead(10, read(10));
    await batches.next();
    // The reader holds batch one; batch two is already asked for.
    expect(reads).toHaveLength(2);
    await batches.return(undefined);
  });

  it('has sent the next read on its way to the database before the reader, busy without a pause, formats the current batch', async () => {
    const { read } = table(30);
    const sent: string[] = [];
    // A read as the pool and the driver make it: several turns of the process before its bytes leave.
    const throughDriver = async (after: KeysetAfter | undefined) => {
      for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
      await new Promise((resolve) => process.nextTick(resolve));
      sent.push(after?.id ?? 'first');
      return read(10)(after);
    };
    const sentWhenHandedOver: string[][] = [];
    for await (const batch of keysetReadAhead(10, throughDriver)) {
      sentWhenHandedOver.push([...sent]);
      // Formatting the batch gives no turn back to the process.
      expect(batch).toHaveLength(10);
    }
    expect(sentWhenHandedOver).toEqual([
      ['first', '0010'],
      ['first', '0010', '0020'],
      ['first', '0010', '0020', '0030'],
    ]);
  });

  it('reports a failed read where its batch is awaited, never as an unhandled rejection, even while the reader is busy', async () => {
    let calls = 0;
    const batches = keysetReadAhead(2, async (after) => {
      calls += 1;
      if (calls === 2) throw new Error('connection lost');
      return after
        ? []
        : [
            { id: 'a', sortValue: 'a' },
            { id: 'b', sortValue: 'b' },
          ];
    });
    expect((await batches.next()).value).toHaveLength(2);
    await sleep(20); // the reader formats its batch while the next read fails
    await expect(batches.next()).rejects.toThrow('connection lost');
    expect(unhandled).toEqual([]);
  });

  it('drops the read ahead of a reader that stops early, even when it fails', async () => {
    let calls = 0;
    const batches = keysetReadAhead(1, async () => {
      calls += 1;
      if (calls > 1) throw new Error('the export was cancelled');
      return [{ id: 'a', sortValue: 'a' }];
    });
    for await (const batch of batches) {
      expect(batch).toHaveLength(1);
      break;
    }
    await sleep(20);
    expect(calls).toBe(2);
    expect(unhandled).toEqual([]);
  });
});
