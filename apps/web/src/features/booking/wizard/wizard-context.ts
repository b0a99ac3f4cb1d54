import type { Cart, Locale, WidgetState } from '@meetspace/domain';

/** What every step of the booking wizard gets from the wizard. */
export interface StepProps {
  locale: Locale;
  widget: WidgetState;
  searchKey: string;
  /** The held cart (from the space step on). */
  cart: Cart;
  setCart: (cart: Cart) => void;
  /** Runs a call as the wizard's one busy action: ignored while another runs; failures are shown. */
  run: (action: () => Promise<void>, failedKey: string) => Promise<void>;
  busy: boolean;
  /** Goes on to the next step. */
  next: () => void;
}
