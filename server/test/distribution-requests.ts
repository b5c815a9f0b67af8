type PreviewFigures = { sourceCount: unknown; baseTotal: unknown; distributable: unknown };
type Preview = Record<string, unknown>;

/** A distribute request: the previewed body with the figures the user confirmed, which the server checks again (docs/distribution.md §8). */
export function confirmedBody<Body extends object>(body: Body, preview: Preview): Body & { expected: PreviewFigures } {
  return { ...body, expected: { sourceCount: preview.sourceCount, baseTotal: preview.baseTotal, distributable: preview.distributable } };
}
