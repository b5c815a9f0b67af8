import { describe, expect, it } from 'vitest';
import { distributeBlocker, lossIssue, percentageIssue } from './calculation';

describe('distribution inputs', () => {
  it('accepts 0 to 100 as decimal text', () => {
    expect(percentageIssue('0')).toBeNull();
    expect(percentageIssue('100')).toBeNull();
    expect(percentageIssue('100.00')).toBeNull();
    expect(percentageIssue('55.5')).toBeNull();
    expect(percentageIssue('100.01')).toBe('tooHigh');
    expect(percentageIssue('101')).toBe('tooHigh');
    expect(percentageIssue('-1')).toBe('invalid');
    expect(percentageIssue('1e2')).toBe('invalid');
    expect(lossIssue('0')).toBeNull();
    expect(lossIssue('-5')).toBe('invalid');
  });

  it('says why distribute cannot run', () => {
    expect(distributeBlocker(null, 0, 'a')).toBe('distributionPage.alerts.selectRecords');
    expect(distributeBlocker(null, 2, 'a')).toBe('distributionPage.alerts.calculateFirst');
    const commission = { kind: 'commission', inputs: 'a', preview: {} } as never;
    expect(distributeBlocker(commission, 2, 'a')).toBe('distributionPage.alerts.investorFirst');
    const investor = (rows: number) => ({ kind: 'investor', inputs: 'a', preview: { rows: Array.from({ length: rows }) } }) as never;
    expect(distributeBlocker(investor(1), 2, 'b')).toBe('distributionPage.alerts.inputsChanged');
    expect(distributeBlocker(investor(0), 2, 'a')).toBe('distributionPage.alerts.noValidDistributions');
    expect(distributeBlocker(investor(1), 2, 'a')).toBeNull();
  });
});
