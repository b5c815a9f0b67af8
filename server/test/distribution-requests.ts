type PreviewFigures = { sourceCount: unknown; baseTotal: unknown; distributable: unknown };
type Preview = Record<string, unknown>;

/** A distribute request: the previewed body with the figures the user confirmed, which the server checks again (docs/distribution.md §8). */
export function confirmedBody<Body extends object>(body: Body, preview: Preview): Body & { expected: PreviewFigures } {
  return { ...body, expected: { sourceCount: preview.sourceCount, baseTotal: preview.baseTotal, distributable: preview.distributable } };
}

/** The demo data's current month, which it leaves undistributed: all its operations in XAF (the demo investors' currency), 100 % to the investors, no loss. */
export function demoCurrentMonthBody() {
  const now = new Date();
  return {
    year: String(now.getFullYear()),
    month: String(now.getMonth() + 1),
    currency: 'XAF',
    source: 'operations',
    selection: { kind: 'all' },
    investorPercentage: '100',
    loss: '0',
  };
}
