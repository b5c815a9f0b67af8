import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';
import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

export const colorSchemeManager = localStorageColorSchemeManager({ key: 'wasit.color-scheme' });

// Noto Sans Arabic carries Latin too, so one family serves the three languages.
const fontFamily = "'Noto Sans Arabic', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/*
 * Mantine's palettes with the shades that carry text made dark or light enough for WCAG 2.1 AA.
 * With primaryShade 8 in both schemes, shade 8 is every filled button and badge (white text on it)
 * and every coloured text in the light scheme: at least 4.8:1 on white (4.5:1 on gray-0). Shade 9 is
 * the text of "light" badges and alerts on shade 1 and of hovered menu items on shade 2: at least
 * 4.7:1 on shade 2. In the dark scheme coloured text
 * is shade 4, already above 4.5:1 on the dark surfaces. Shades 0–7 are Mantine's own.
 */
const teal: MantineColorsTuple = ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#12b886', '#0ca678', '#08825d', '#076f4f'];
const red: MantineColorsTuple = ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#fa5252', '#f03e3e', '#d82f2f', '#ad2424'];
const yellow: MantineColorsTuple = ['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#fab005', '#f59f00', '#a76100', '#a15300'];
const orange: MantineColorsTuple = ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#fd7e14', '#f76707', '#c44b0a', '#ab380c'];
const green: MantineColorsTuple = ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057', '#37b24d', '#278238', '#237033'];
const cyan: MantineColorsTuple = ['#e3fafc', '#c5f6fa', '#99e9f2', '#66d9e8', '#3bc9db', '#22b8cf', '#15aabf', '#1098ad', '#0b7d90', '#0a6779'];
const blue: MantineColorsTuple = ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#228be6', '#1c7ed6', '#1971c2', '#155999'];
const grape: MantineColorsTuple = ['#f8f0fc', '#f3d9fa', '#eebefa', '#e599f7', '#da77f2', '#cc5de8', '#be4bdb', '#ae3ec9', '#9c36b5', '#842d9a'];
const lime: MantineColorsTuple = ['#f4fce3', '#e9fac8', '#d8f5a2', '#c0eb75', '#a9e34b', '#94d82d', '#82c91e', '#74b816', '#4d7f0b', '#47720a'];
/*
 * Light scheme greys: gray-4 draws field and control edges (3.3:1 on white, the 3:1 that non-text
 * parts need), gray-5 the placeholders (4.7:1), gray-6 dimmed text (5.9:1 on white, 5.3:1 on gray-1).
 */
const gray: MantineColorsTuple = ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#8a8f94', '#6f757b', '#5f656b', '#495057', '#343a40', '#212529'];
/*
 * Dark scheme greys: dark-2 is dimmed text (4.6:1 even on the dark-5 hover), dark-3 placeholders
 * (4.6:1 on the dark-6 field), dark-4 field and control edges (3.1:1 on dark-6). dark-5..9 are the
 * surfaces, unchanged.
 */
const dark: MantineColorsTuple = ['#C9C9C9', '#b8b8b8', '#a6a6a6', '#979797', '#797979', '#3b3b3b', '#2e2e2e', '#242424', '#1f1f1f', '#141414'];

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 8, dark: 8 },
  colors: { teal, red, yellow, orange, green, cyan, lime, blue, grape, gray, dark },
  fontFamily,
  headings: { fontFamily },
  defaultRadius: 'md',
  // Whoever asks the system for less motion gets dialogs, menus and pop-overs without their transitions (WCAG 2.3.3).
  respectReducedMotion: true,
  // Plain objects rather than Badge.extend(…) and the like: naming a component here would put its
  // code (the Menu's pop-over positioning, for one) into the first download of every page.
  components: {
    // A status must be read whole: Mantine cuts a badge's label with an ellipsis when its cell is narrow
    // ('مكت…'), and its fixed height clips Arabic letters. The badge keeps its whole label instead.
    Badge: {
      styles: {
        root: { overflow: 'visible', height: 'auto', minHeight: 'var(--badge-height)', minWidth: 'max-content', flexShrink: 0 },
        label: { overflow: 'visible', textOverflow: 'clip' },
      },
    },
    // The active entry's description is faded to 90 %, which takes it below 4.5:1 on its tint.
    NavLink: { styles: { description: { opacity: 1 } } },
    // Mantine puts an unnamed role="presentation" element inside role="menu" to hold the first focus,
    // which a menu may not contain; without it the keyboard lands on the first item.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A ticked box or radio must stand out 3:1 from its surface in both schemes (see the resolver below).
    Checkbox: { vars: () => ({ root: { '--checkbox-color': 'var(--wasit-ticked-fill)', '--checkbox-icon-color': 'var(--wasit-ticked-mark)' } }) },
    Radio: { vars: () => ({ root: { '--radio-color': 'var(--wasit-ticked-fill)', '--radio-icon-color': 'var(--wasit-ticked-mark)' } }) },
  },
});

/** The colours the app names: their shade 6 is remapped per scheme below. */
const NAMED_COLORS = ['teal', 'red', 'yellow', 'orange', 'green', 'cyan', 'lime', 'blue', 'grape'] as const;

/**
 * Mantine colours a few things with shade 6 whatever the scheme (menu items given a colour, for one),
 * and no shade 6 reads at 4.5:1 on both white and the dark surfaces. So shade 6 is shade 9 in light
 * (it must also read on the shade-2 tint of a hovered item) and the dark text shade (4) in dark.
 * The fill of a ticked checkbox or radio is the filled primary (teal-8) in light, but that is under
 * 3:1 on the dark surfaces, so in dark it is teal-4 with a dark mark. Error text: Mantine's red-6
 * (light) and red-8 (dark) are below 4.5:1 on their surfaces.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--wasit-ticked-fill': 'var(--mantine-primary-color-filled)',
    '--wasit-ticked-mark': 'var(--mantine-color-white)',
    ...Object.fromEntries(NAMED_COLORS.map((color) => [`--mantine-color-${color}-6`, `var(--mantine-color-${color}-9)`])),
  },
  dark: {
    '--mantine-color-error': 'var(--mantine-color-red-5)',
    '--wasit-ticked-fill': 'var(--mantine-primary-color-4)',
    '--wasit-ticked-mark': 'var(--mantine-color-dark-7)',
    ...Object.fromEntries(NAMED_COLORS.map((color) => [`--mantine-color-${color}-6`, `var(--mantine-color-${color}-4)`])),
  },
});
