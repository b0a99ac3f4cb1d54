import { type CartOption, optionAmountMax } from '@meetspace/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountStepper } from '../../../components/amount-stepper.tsx';
import { Loading } from '../../../components/loading.tsx';
import { money } from '../../../lib/format.ts';
import { cartOptions, cartPackages, setCartOption, updateCart } from '../api/booking.ts';
import type { StepProps } from './wizard-context.ts';

/** How long an amount rests before it is saved (a held stepper changes it many times a second). */
const SAVE_AFTER_MS = 400;

/**
 * Step 3: a package of the location (or none) and the options with amount steppers. The steppers
 * honour MaxAmount and seats x MaxPP; each amount is saved once it rests (`POST /v1/cart/{key}/option`)
 * and the server prices and clamps it again. `version` reloads the lists (going back to this step).
 */
export function OptionsStep({ version, ...props }: StepProps & { version: number }) {
  const { t } = useTranslation();
  const { cart, locale, busy, run, setCart, widget } = props;
  const key = cart.CartKey;
  const packages = useQuery({
    queryKey: ['cart-packages', key, version],
    queryFn: () => cartPackages(key),
  });
  const options = useQuery({ queryKey: ['cart-options', key, version], queryFn: () => cartOptions(key) });
  const [amounts, setAmounts] = useState<Record<number, number>>({});
  const [saving, setSaving] = useState(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    if (options.data) setAmounts(Object.fromEntries(options.data.map((o) => [o.OptionId, o.Amount])));
  }, [options.data]);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  function change(option: CartOption, amount: number) {
    setAmounts((a) => ({ ...a, [option.OptionId]: amount }));
    const timer = timers.current.get(option.OptionId);
    if (timer) clearTimeout(timer);
    else setSaving((n) => n + 1);
    timers.current.set(
      option.OptionId,
      setTimeout(async () => {
        timers.current.delete(option.OptionId);
        try {
          setCart(await setCartOption(key, option.OptionId, amount));
        } catch {
          // The amount goes back to what the cart has; the total shows what is booked.
          void options.refetch();
        } finally {
          setSaving((n) => n - 1);
        }
      }, SAVE_AFTER_MS),
    );
  }

  const categories = new Map<number, CartOption[]>();
  for (const o of options.data ?? [])
    categories.set(o.CategoryId, [...(categories.get(o.CategoryId) ?? []), o]);

  return (
    <>
      <Loading active={packages.isPending || options.isPending} />
      {packages.data && packages.data.length > 0 && (
        <fieldset className="wizard-packages">
          <legend>{t('wizard.options.packages')}</legend>
          <label className="check">
            <input
              type="radio"
              name="package"
              checked={cart.PackageId === null}
              disabled={busy}
              onChange={() =>
                run(async () => {
                  setCart(await updateCart(key, { PackageId: null }));
                  await packages.refetch();
                }, 'wizard.options.failed')
              }
            />
            {t('wizard.options.noPackage')}
          </label>
          {packages.data.map((p) => (
            <label key={p.Id} className="check">
              <input
                type="radio"
                name="package"
                checked={cart.PackageId === p.Id}
                disabled={busy}
                onChange={() =>
                  run(async () => {
                    setCart(await updateCart(key, { PackageId: p.Id }));
                    await Promise.all([packages.refetch(), options.refetch()]);
                  }, 'wizard.options.failed')
                }
              />
              <span>
                <strong>{p.Name}</strong>
                {widget.ShowPrices && (
                  <> · {t('prices.packagePerPerson', { price: money(p.PricePerPerson, locale) })}</>
                )}
                {p.Options.length > 0 ? (
                  <span className="muted block">
                    {t('wizard.options.includes', {
                      count: p.Options.length,
                      items: p.Options.map((o) => `${o.AmountPerPerson} × ${o.Name}`).join(', '),
                    })}
                  </span>
                ) : (
                  p.Description && <span className="muted block">{p.Description}</span>
                )}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {[...categories.entries()].map(([categoryId, list]) => (
        <section
          key={categoryId}
          aria-labelledby={`option-category-${categoryId}`}
          className="wizard-options"
        >
          <h3 id={`option-category-${categoryId}`}>{t(`wizard.options.categories.${categoryId}`)}</h3>
          <ul>
            {list.map((o) => (
              <li key={o.OptionId} className="wizard-option">
                <div>
                  <strong>{o.Name}</strong>
                  {o.Description && <span className="muted block">{o.Description}</span>}
                  {widget.ShowPrices && (
                    <span className="block">
                      {t('prices.each', { price: money(o.PricePerItem, locale) })}
                    </span>
                  )}
                </div>
                <AmountStepper
                  label={o.Name}
                  name={`option-${o.OptionId}`}
                  value={amounts[o.OptionId] ?? o.Amount}
                  max={optionAmountMax(o, cart.Seats)}
                  onChange={(amount) => change(o, amount)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {options.data?.length === 0 && <p>{t('wizard.options.none')}</p>}
      <p className="wizard-actions">
        <button type="button" disabled={busy || saving > 0} onClick={props.next}>
          {saving > 0 ? t('wizard.options.saving') : t('wizard.next')}
        </button>
      </p>
    </>
  );
}
