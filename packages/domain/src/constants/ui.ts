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
 * How many header menu items move into the More menu at a viewport width.
 * Every sentence of the spec holds literally: above 1450 hides 0, so 1450 itself hides 1;
 * below 1024 hides 4, so 1024 itself hides 3. The inner boundaries 1250 and 1350 go to the
 * wider layout, like CSS min-width queries: 1350 hides 1, 1250 hides 2.
 */
export function hiddenMenuItemsForWidth(width: number): number {
  if (width > 1450) return 0;
  if (width >= 1350) return 1;
  if (width >= 1250) return 2;
  if (width >= 1024) return 3;
  return 4;
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

/** Formats a count for display: above 999 in thousands with at most one decimal and K. */
export function formatCompactNumber(value: number, locale: Locale): string {
  const format = new Intl.NumberFormat(CULTURES[locale], { maximumFractionDigits: 1 });
  return value > 999 ? `${format.format(value / 1000)}K` : format.format(value);
}
