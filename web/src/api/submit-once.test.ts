import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { newIdempotencyKey, submitOnce } from './submit-once';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('submitOnce', () => {
  it('sends again with the same key while no answer came back, at most twice more', async () => {
    const keys: string[] = [];
    const answer = await submitOnce(
      async (key) => {
        keys.push(key);
        if (keys.length === 1) throw new ApiError({ code: 'NETWORK', status: 0 });
        if (keys.length === 2) throw new ApiError({ code: 'SERVER_SHUTTING_DOWN', status: 503 });
        return 'written';
      },
      [0, 0],
    );
    expect(answer).toBe('written');
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(UUID_V4);

    let tries = 0;
    await expect(
      submitOnce(async () => {
        tries += 1;
        throw new ApiError({ code: 'TIMEOUT', status: 0 });
      }, [0, 0]),
    ).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(tries).toBe(3);
  });

  it('hands a refusal on at once, and makes a new key for the next submission', async () => {
    const keys: string[] = [];
    const refuse = async (key: string) => {
      keys.push(key);
      throw new ApiError({ code: 'INSUFFICIENT_BALANCE', status: 409 });
    };
    await expect(submitOnce(refuse, [0, 0])).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    await expect(submitOnce(refuse, [0, 0])).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('makes version-4 UUIDs', () => {
    const keys = Array.from({ length: 50 }, newIdempotencyKey);
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(new Set(keys).size).toBe(50);
  });
});
