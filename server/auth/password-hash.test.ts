import { describe, expect, it } from 'vitest';
import { hashPassword, OWASP_COST, passwordCost, TEST_COST_VARIABLE, verifyPassword } from './password-hash';

const costOf = (hash: string) => hash.split('$').slice(0, 4);

describe('password hashing cost', () => {
  it("is OWASP's (scrypt N = 2^17, r = 8, p = 1) when WASIT_TEST_PASSWORD_COST is unset or empty, as in production", () => {
    expect(OWASP_COST).toEqual({ N: 131_072, r: 8, p: 1 });
    expect(passwordCost({})).toEqual(OWASP_COST);
    expect(passwordCost({ [TEST_COST_VARIABLE]: '' })).toEqual(OWASP_COST);
  });

  it('takes the lower N tests ask for, and refuses any value but a log2 N from 10 to 17', () => {
    expect(passwordCost({ [TEST_COST_VARIABLE]: '10' })).toEqual({ N: 1024, r: 8, p: 1 });
    expect(passwordCost({ [TEST_COST_VARIABLE]: '17' })).toEqual(OWASP_COST);
    for (const wrong of ['9', '18', '0', '-1', '10.5', '1e1', ' 10', 'low', '131072'])
      expect(() => passwordCost({ [TEST_COST_VARIABLE]: wrong }), wrong).toThrow(TEST_COST_VARIABLE);
  });

  it('verifies hashes of either cost, since each carries its own, and refuses a wrong password at both', async () => {
    // vitest.config.ts sets the tests' cost: this process hashes at N = 2^10.
    const cheap = await hashPassword('a-good-password');
    expect(costOf(cheap)).toEqual(['scrypt', '1024', '8', '1']);
    const previous = process.env[TEST_COST_VARIABLE];
    delete process.env[TEST_COST_VARIABLE];
    let owasp: string;
    try {
      owasp = await hashPassword('a-good-password');
    } finally {
      process.env[TEST_COST_VARIABLE] = previous;
    }
    expect(costOf(owasp)).toEqual(['scrypt', '131072', '8', '1']);
    for (const hash of [cheap, owasp]) {
      expect(await verifyPassword({ hash, password: 'a-good-password' })).toBe(true);
      expect(await verifyPassword({ hash, password: 'a-good-passwore' })).toBe(false);
    }
  });
});
