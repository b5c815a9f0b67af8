type PreviewFigures = { sourceCount: unknown; baseTotal: unknown; distributable: unknown };
type Preview = Record<string, unknown>;

/** A distribute request: the previewed body with the figures the user confirmed, which the server checks again (docs/distribution.md §8). */
export function confirmedBody<Body extends object>(body: Body, preview: Preview): Body & { expected: PreviewFigures } {
  return { ...body, expected: { sourceCount: preview.sourceCount, baseTotal: preview.baseTotal, distributable: preview.distributable } };
}

/** The month's whole distribution: all its operations, 100 % to the investors, no loss. */
export function wholeMonthBody(period: { year: string; month: string; currency: string }) {
  return { ...period, source: 'operations', selection: { kind: 'all' }, investorPercentage: '100', loss: '0' };
}

/**
 * The demo data's current month, which it leaves undistributed, distributed whole in XAF (the demo
 * investors' currency). `today` is the day the demo was loaded: now, unless the caller fixed it.
 */
export function demoCurrentMonthBody(today = new Date()) {
  return wholeMonthBody({ year: String(today.getFullYear()), month: String(today.getMonth() + 1), currency: 'XAF' });
}
