import { CULTURES, type Locale } from './languages.ts';

/** Layout breakpoints in px, ascending. */
export const BREAKPOINTS = [768, 1024, 1250, 1350, 1450] as const;

/** A viewport narrower than this (in px) is mobile; exactly 768 is not. */
export const MOBILE_MAX_WIDTH = 768;

/** Whether a viewport width counts as mobile (below 768 px). */
export function isMobileWidth(width: number): boolean {
  return width < MOBILE_MAX_WIDTH;
}

/**
 * From each minimum width (inclusive, in CSS px) up, this many header menu items move into the
 * More menu; widest first. Every sentence of the spec holds literally: above 1450 hides 0, so
 * 1450 itself hides 1; below 1024 hides 4, so 1024 itself hides 3. The inner boundaries 1250 and
 * 1350 go to the wider layout, like CSS min-width queries: 1350 hides 1, 1250 hides 2.
 */
export const MENU_OVERFLOW_STEPS: readonly { minWidth: number; hidden: number }[] = [
  { minWidth: 1451, hidden: 0 },
  { minWidth: 1350, hidden: 1 },
  { minWidth: 1250, hidden: 2 },
  { minWidth: 1024, hidden: 3 },
];

/** How many header menu items move into the More menu at a viewport width (4 below 1024). */
export function hiddenMenuItemsForWidth(width: number): number {
  return MENU_OVERFLOW_STEPS.find((step) => width >= step.minWidth)?.hidden ?? 4;
}

/** Toasts disappear after this many ms. */
export const TOAST_MS = 3000;

/** A loading indicator is shown for at least this many ms, to avoid flicker. */
export const MIN_LOADING_DELAY_MS = 200;

/** After a chunk-load failure the page reloads at most once per this many ms. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** Views of a modal dialog. */
export const MODAL_VIEWS = ['content', 'success', 'error'] as const;
export type ModalView = (typeof MODAL_VIEWS)[number];

/**
 * Delay in ms before the n-th repeat (1-based) of a press-and-hold button: the first after
 * 600 ms, repeats 2 to 6 every 200 ms, 7 to 10 every 150 ms, then every 100 ms.
 */
export function holdRepeatDelay(repeat: number): number {
  if (!Number.isInteger(repeat) || repeat < 1) throw new RangeError(`Invalid repeat number: ${repeat}`);
  if (repeat === 1) return 600;
  if (repeat <= 6) return 200;
  if (repeat <= 10) return 150;
  return 100;
}

/** Formats a count for display: above 999 in thousands with one decimal and K (1500 → '1.5K'). */
export function formatCompactNumber(value: number, locale: Locale): string {
  if (value <= 999) return new Intl.NumberFormat(CULTURES[locale]).format(value);
  const thousands = new Intl.NumberFormat(CULTURES[locale], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return `${thousands.format(value / 1000)}K`;
}
