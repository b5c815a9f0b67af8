/**
 * Runs inside the page (passed whole to page.evaluate, so it holds its own helpers).
 *
 * axe skips most colour-contrast checks on right-to-left pages and on text it cannot place, so this
 * computes the WCAG 2.1 contrast of every visible text itself: the colour of the text and of the
 * pixel behind it are composed from the element's ancestors (background colours and `opacity`
 * groups, down to the white canvas), which holds for the flat colours this app paints with.
 */
export type ContrastFinding = { kind: 'text' | 'placeholder' | 'control'; ratio: number; needed: number; text: string; where: string };

export function findLowContrast(scopeSelector: string | null): ContrastFinding[] {
  type Rgba = [number, number, number, number];
  const parse = (value: string): Rgba | null => {
    const inside = /rgba?\(([^)]+)\)/.exec(value)?.[1];
    if (inside === undefined) return null;
    const [r = 0, g = 0, b = 0, a = 1] = inside
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [r, g, b, a];
  };
  // Colours written as oklch/lab/color() are resolved to rgb by painting them on a 1×1 canvas.
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const toRgba = (value: string): Rgba => {
    const direct = parse(value);
    if (direct) return direct;
    if (!context) return [0, 0, 0, 1];
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = value;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 255] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top: Rgba, below: Rgba): Rgba => {
    const a = top[3];
    return [top[0] * a + below[0] * (1 - a), top[1] * a + below[1] * (1 - a), top[2] * a + below[2] * (1 - a), 1];
  };
  const mix = (inner: Rgba, below: Rgba, opacity: number): Rgba => over([inner[0], inner[1], inner[2], opacity], below);
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [x, y] = [luminance(a), luminance(b)];
    return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
  };
  const chainOf = (element: Element): Element[] => {
    const chain: Element[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) chain.unshift(node);
    return chain;
  };
  /** The colour seen where `paint` (the element's own ink, or nothing) lies over the element's box. */
  const composite = (element: Element, ink: Rgba | null, startAt = 0): Rgba => {
    const chain = chainOf(element);
    const paintFrom = (index: number, below: Rgba): Rgba => {
      const node = chain[index];
      if (!node) return below;
      const style = getComputedStyle(node);
      const filled = over(toRgba(style.backgroundColor), below);
      const inner = index === chain.length - 1 ? (ink ? over(ink, filled) : filled) : paintFrom(index + 1, filled);
      return mix(inner, below, Number(style.opacity));
    };
    return paintFrom(startAt, [255, 255, 255, 1]);
  };
  const visible = (element: Element) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 1 && rect.height > 1;
  };
  const inactive = (element: Element) => element.closest(':disabled, [aria-disabled="true"], [data-disabled="true"], [data-disabled]') !== null;
  const isLarge = (style: CSSStyleDeclaration) => {
    const size = Number.parseFloat(style.fontSize);
    return size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
  };
  const describe = (element: Element) => {
    const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
    const classes = [...element.classList]
      .filter((name) => name.startsWith('mantine-'))
      .slice(0, 2)
      .join('.');
    return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${testId ? ` in [data-testid=${testId}]` : ''}`;
  };

  const root = scopeSelector ? document.querySelector(scopeSelector) : document.body;
  if (!root) return [];
  const findings: ContrastFinding[] = [];
  const seen = new Set<Element>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || seen.has(element) || !node.textContent?.trim()) continue;
    seen.add(element);
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'OPTION', 'TITLE'].includes(element.tagName)) continue;
    if (!visible(element) || inactive(element)) continue;
    const style = getComputedStyle(element);
    const ink = toRgba(style.color);
    const needed = isLarge(style) ? 3 : 4.5;
    const value = ratio(composite(element, ink), composite(element, null));
    if (value < needed - 0.005) findings.push({ kind: 'text', ratio: value, needed, text: node.textContent.trim().slice(0, 40), where: describe(element) });
  }
  for (const field of root.querySelectorAll('input, textarea, select')) {
    if (!visible(field) || inactive(field)) continue;
    const input = field as HTMLInputElement;
    const type = input.type;
    const textual = !['checkbox', 'radio', 'hidden', 'range', 'color', 'file'].includes(type);
    const style = getComputedStyle(field);
    const box = composite(field, null);
    if (textual && 'placeholder' in input && input.placeholder && !input.value) {
      const placeholder = toRgba(getComputedStyle(field, '::placeholder').color);
      const value = ratio(over(placeholder, box), box);
      if (value < 4.5 - 0.005) findings.push({ kind: 'placeholder', ratio: value, needed: 4.5, text: input.placeholder.slice(0, 40), where: describe(field) });
    }
    if (textual && input.value && field.tagName !== 'SELECT') {
      const value = ratio(composite(field, toRgba(style.color)), box);
      const needed = isLarge(style) ? 3 : 4.5;
      if (value < needed - 0.005) findings.push({ kind: 'text', ratio: value, needed, text: input.value.slice(0, 40), where: describe(field) });
    }
    // The field's edge (its border, or its own fill when it has no border) must stand out 3:1 from what surrounds it.
    // A password field's <input> sits borderless inside the box that is drawn (.mantine-Input-input).
    const shown =
      textual || field.tagName === 'SELECT'
        ? (field.closest('.mantine-Input-input') ?? field)
        : (field
            .closest('.mantine-Checkbox-body, .mantine-Radio-body, .mantine-Switch-body')
            ?.querySelector('.mantine-Checkbox-input, .mantine-Radio-radio, .mantine-Switch-track, input') ?? field);
    if (!visible(shown)) continue;
    const shownStyle = getComputedStyle(shown);
    const around = shown.parentElement ? composite(shown.parentElement, null) : box;
    const edge = Number.parseFloat(shownStyle.borderTopWidth) > 0 ? over(toRgba(shownStyle.borderTopColor), around) : composite(shown, null);
    const fill = composite(shown, null);
    const value = Math.max(ratio(edge, around), ratio(fill, around));
    if (value < 3 - 0.005) findings.push({ kind: 'control', ratio: value, needed: 3, text: input.name || input.type || field.tagName, where: describe(shown) });
  }
  return findings;
}

export type FocusFinding = { ratio: number; where: string };

/**
 * Focuses every tabbable control in turn and measures its focus ring (the outline, drawn over the
 * parent, or for fields the focused border) against the colour around it: 3:1. The caller presses
 * Tab first, so the browser shows rings as for a keyboard user (:focus-visible).
 */
export function findWeakFocusRings({ scope: scopeSelector, activeOnly }: { scope: string | null; activeOnly: boolean }): FocusFinding[] {
  type Rgba = [number, number, number, number];
  const parse = (value: string): Rgba => {
    const inside = /rgba?\(([^)]+)\)/.exec(value)?.[1] ?? '0,0,0,0';
    const [r = 0, g = 0, b = 0, a = 1] = inside
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [r, g, b, a];
  };
  const over = (top: Rgba, below: Rgba): Rgba => {
    const a = top[3];
    return [top[0] * a + below[0] * (1 - a), top[1] * a + below[1] * (1 - a), top[2] * a + below[2] * (1 - a), 1];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [x, y] = [luminance(a), luminance(b)];
    return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
  };
  const root = scopeSelector ? document.querySelector(scopeSelector) : document.body;
  if (!root) return [];
  const active = document.activeElement;
  const tabbable = activeOnly
    ? active instanceof HTMLElement && active !== document.body
      ? [active]
      : []
    : root.querySelectorAll<HTMLElement>(
        'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])',
      );
  if (activeOnly && tabbable.length === 0) return [{ ratio: 0, where: 'nothing is focused' }];
  const findings: FocusFinding[] = [];
  const seen = new Set<string>();
  for (const element of tabbable) {
    if (!activeOnly) {
      if (!element.checkVisibility({ visibilityProperty: true }) || element.tabIndex < 0) continue;
      element.focus({ preventScroll: true });
      if (document.activeElement !== element) continue;
    }
    let around: Rgba = [255, 255, 255, 1];
    const chain: Element[] = [];
    for (let node = element.parentElement; node; node = node.parentElement) chain.unshift(node);
    for (const node of chain) around = over(parse(getComputedStyle(node).backgroundColor), around);
    // A password field's <input> is borderless: the box around it shows the focus (:focus-within).
    const style = getComputedStyle(element.matches('.mantine-Input-input *') ? (element.closest('.mantine-Input-input') ?? element) : element);
    const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
    const where = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"${testId ? ` in [data-testid=${testId}]` : ''}`;
    const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1;
    // Without an outline a field's focused border must carry the ring (Mantine colours it on focus).
    const ring = outlined ? parse(style.outlineColor) : Number.parseFloat(style.borderTopWidth) >= 1 ? parse(style.borderTopColor) : null;
    const value = ring ? ratio(over(ring, around), around) : 1;
    const key = `${where} ${value.toFixed(2)}`;
    if (value < 3 - 0.005 && !seen.has(key)) {
      seen.add(key);
      findings.push({ ratio: value, where });
    }
  }
  if (!activeOnly && active instanceof HTMLElement) active.focus({ preventScroll: true });
  return findings;
}

/** Status badges whose label does not fit: cut with an ellipsis or clipped at the top or bottom. */
export function findCutBadges(scopeSelector: string | null): string[] {
  const root = scopeSelector ? document.querySelector(scopeSelector) : document.body;
  if (!root) return [];
  const cut: string[] = [];
  for (const badge of root.querySelectorAll<HTMLElement>('.mantine-Badge-root, .mantine-Badge-label')) {
    if (!badge.checkVisibility() || !badge.textContent?.trim()) continue;
    const style = getComputedStyle(badge);
    // text-overflow only cuts when overflow is not visible.
    const hides = style.overflow !== 'visible';
    if (hides && (badge.scrollWidth > badge.clientWidth + 1 || badge.scrollHeight > badge.clientHeight + 1)) cut.push(badge.textContent.trim());
  }
  return cut;
}

/** On a right-to-left page, icons that point (back, forward, chevrons, log out) must face the other way. */
export function findUnmirroredIcons(scopeSelector: string | null): string[] {
  const root = scopeSelector ? document.querySelector(scopeSelector) : document.body;
  if (!root || document.documentElement.dir !== 'rtl') return [];
  const pointing = /^tabler-icon-(arrow-(back|forward|left|right)(-up)?|chevrons?-(left|right)|logout|login)$/;
  const wrong: string[] = [];
  for (const icon of root.querySelectorAll<SVGElement>('svg.tabler-icon')) {
    const name = [...icon.classList].find((name) => pointing.test(name));
    if (!name || !icon.checkVisibility()) continue;
    const matrix = new DOMMatrixReadOnly(getComputedStyle(icon).transform === 'none' ? undefined : getComputedStyle(icon).transform);
    if (matrix.a >= 0) wrong.push(name);
  }
  return wrong;
}
