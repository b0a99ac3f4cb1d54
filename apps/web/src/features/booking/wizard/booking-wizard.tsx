import '../i18n.ts';
import '../styles.css';
import type { Cart, Locale, Reservation, SearchSort, WidgetState } from '@meetspace/domain';
import { formatLongDate, minutesToTime } from '@meetspace/domain';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading.tsx';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import {
  cartOfSearch,
  releaseCart,
  saveStep,
  selectSpace,
  useAvailability,
  useWidgetState,
} from '../api/booking.ts';
import { BookingSummary } from '../components/booking-summary.tsx';
import { BookedView, ConfirmStep } from './confirm-step.tsx';
import { ContactStep } from './contact-step.tsx';
import { DetailsStep } from './details-step.tsx';
import { LocationStep } from './location-step.tsx';
import { OptionsStep } from './options-step.tsx';
import { SpaceStep } from './space-step.tsx';
import { StepNav } from './step-nav.tsx';
import { canGoTo, clearsOnGoTo, resumeStep, savesStep, wizardSteps } from './steps.ts';
import type { StepProps } from './wizard-context.ts';

/** The location chosen in step 1, per search, for this tab (a reload resumes at the space step). */
const chosenLocation = {
  key: (searchKey: string) => `meetspace.wizard.location.${searchKey}`,
  get(searchKey: string): number | null {
    const saved = Number(sessionStorage.getItem(this.key(searchKey)));
    return Number.isInteger(saved) && saved > 0 ? saved : null;
  },
  set(searchKey: string, id: number | null) {
    if (id === null) sessionStorage.removeItem(this.key(searchKey));
    else sessionStorage.setItem(this.key(searchKey), String(id));
  },
};

/**
 * The booking wizard of a saved search (`?sk=`); loaded as its own chunk when a search is opened.
 * `registerForm` is what the contact step offers a visitor who wants an account (the app gives it).
 */
export default function BookingWizard({
  searchKey,
  locale,
  registerForm,
}: {
  searchKey: string;
  locale: Locale;
  registerForm: ReactNode;
}) {
  const { t } = useTranslation();
  const widget = useWidgetState(searchKey);
  if (widget.isError) return <p role="alert">{t('wizard.searchNotFound')}</p>;
  if (!widget.data) return <Loading active label={t('booking.searching')} />;
  return <Wizard widget={widget.data} searchKey={searchKey} locale={locale} registerForm={registerForm} />;
}

interface Resumed {
  step: number;
  cart: Cart | null;
  locationId: number | null;
}

function Wizard({
  widget,
  searchKey,
  locale,
  registerForm,
}: {
  widget: WidgetState;
  searchKey: string;
  locale: Locale;
  registerForm: ReactNode;
}) {
  const { t } = useTranslation();
  const steps = useMemo(() => wizardSteps(widget), [widget]);
  const [sort, setSort] = useState<SearchSort>('location');
  const availability = useAvailability(searchKey, locale, sort);
  const [resumed, setResumed] = useState<Resumed | null>(null);
  const [step, setStep] = useState(1);
  const [locationId, setLocationId] = useState<number | null>(null);
  const [cart, setCart] = useState<Cart | null>(null);
  const [reservation, setReservation] = useState<Reservation | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [failure, setFailure] = useState<{ error: unknown; key: string } | null>(null);
  const [expired, setExpired] = useState(false);
  const [optionsVersion, setOptionsVersion] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const wizard = useRef<HTMLElement>(null);
  const moved = useRef(false);
  const problem = useProblem(failure?.error, failure?.key ?? 'booking.bookFailed');

  // Resume a saved search: at its step while its cart still holds the space.
  useEffect(() => {
    let cancelled = false;
    // A cart exists only once a space was held (the step after it is saved as 3 or later): a fresh
    // search does not ask for one, so no 404 is logged on every wizard load.
    const held =
      widget.Search.LastStep >= 3 ? cartOfSearch(searchKey, locale).catch(() => null) : Promise.resolve(null);
    void held.then((found) => {
      if (cancelled) return;
      const open = found?.Status === 'open' && Date.parse(found.ExpiresAt) > Date.now() ? found : null;
      const location = open?.LocationId ?? widget.Search.LocationId ?? chosenLocation.get(searchKey);
      const at = resumeStep(widget.Search.LastStep, steps, {
        location: location !== null,
        openCart: !!open,
      });
      setResumed({ step: at, cart: open, locationId: location });
      setStep(at);
      setCart(open);
      setLocationId(location);
    });
    return () => {
      cancelled = true;
    };
  }, [searchKey, widget, steps, locale]);

  // Each new step's heading takes the focus, so keyboard and screen reader users start there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs because the step (or the booking) changed
  useEffect(() => {
    if (!moved.current) return;
    // The steps above it come into view below the sticky header (html's scroll-padding), however
    // far they wrap on a phone and whatever sits between them and the heading.
    heading.current?.focus({ preventScroll: true });
    wizard.current?.scrollIntoView({ block: 'start' });
  }, [step, reservation]);

  // A search just ran (its form folded away, or the page opened on it): the results' heading takes
  // the focus once they are there, so the visitor is not left at the top of the page.
  const resultsFocused = useRef(false);
  useEffect(() => {
    if (resultsFocused.current || !availability.data || !resumed) return;
    resultsFocused.current = true;
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('.search-form')) heading.current?.focus();
  }, [availability.data, resumed]);

  // A step a finished action goes on to (a click is ignored while busy; the action's own move is not).
  const queued = useRef<number | null>(null);
  const goToRef = useRef<(n: number) => void>(() => undefined);

  const run = useCallback(async (action: () => Promise<void>, failedKey: string) => {
    if (busyRef.current) return;
    queued.current = null;
    busyRef.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure({ error, key: failedKey });
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
    const then = queued.current;
    queued.current = null;
    if (then !== null) goToRef.current(then);
  }, []);

  const goTo = useCallback(
    (n: number) => {
      if (!canGoTo(n, steps.length, busyRef.current)) return;
      const target = steps[n - 1];
      if (!target) return;
      const clears = clearsOnGoTo(target);
      if (clears.cart && cart) {
        void releaseCart(cart.CartKey).catch(() => undefined);
        setCart(null);
      }
      if (clears.location) {
        setLocationId(null);
        chosenLocation.set(searchKey, null);
      }
      if (clears.options) setOptionsVersion((v) => v + 1);
      if (savesStep(n, steps.length)) void saveStep(searchKey, n);
      setFailure(null);
      moved.current = true;
      setStep(n);
    },
    [steps, cart, searchKey],
  );
  goToRef.current = goTo;
  const goOnTo = (n: number) => {
    if (busyRef.current) queued.current = n;
    else goTo(n);
  };

  // The hold lapsed: the space is free again and the process starts over.
  const holdExpired = useCallback(() => {
    setCart(null);
    setLocationId(null);
    chosenLocation.set(searchKey, null);
    setExpired(true);
    moved.current = true;
    setStep(1);
    void saveStep(searchKey, 1);
    void availability.refetch();
  }, [searchKey, availability]);

  if (!resumed) return <Loading active label={t('booking.searching')} />;
  if (availability.isError) return <p role="alert">{t('booking.searchFailed')}</p>;
  const result = availability.data;
  const current = steps[step - 1] ?? 'location';
  const location = result?.Locations.find((l) => l.LocationId === locationId);
  const when = result
    ? `${formatLongDate(result.StartDate, locale)}, ${minutesToTime(result.StartMinutes)}–${minutesToTime(result.EndMinutes)}`
    : '';
  const stepProps: Omit<StepProps, 'cart'> = {
    locale,
    widget,
    searchKey,
    setCart,
    run,
    busy,
    next: () => goOnTo(step + 1),
  };

  function chooseLocation(id: number) {
    if (busyRef.current) return;
    setExpired(false);
    setLocationId(id);
    chosenLocation.set(searchKey, id);
    goTo(2);
  }

  function chooseSpace(hash: string) {
    if (!result || locationId === null) return;
    void run(async () => {
      try {
        setCart(await selectSpace({ SearchId: result.SearchId, LocationId: locationId, Hash: hash }, locale));
      } catch (e) {
        await availability.refetch();
        throw e;
      }
      goOnTo(3);
    }, 'booking.selectFailed');
  }

  let body: React.ReactNode;
  let title: string;
  if (reservation) {
    title = t('booking.done.title');
    body = <BookedView reservation={reservation} locale={locale} />;
  } else if (!result) {
    title = t(`wizard.steps.${current}`);
    body = <Loading active label={t('booking.searching')} />;
  } else if (current === 'location' || (current === 'space' && !location)) {
    title = t('wizard.titles.location');
    body = (
      <LocationStep
        result={result}
        locale={locale}
        sort={sort}
        onSort={setSort}
        showPrices={widget.ShowPrices}
        searchTerm={widget.Search.SearchTerm}
        onChoose={chooseLocation}
        search={widget.Search}
      />
    );
  } else if (current === 'space' && location) {
    title = t('booking.spaces.title', { location: location.Name });
    body = (
      <SpaceStep
        location={location}
        locale={locale}
        showPrices={widget.ShowPrices}
        busy={busy}
        onChoose={chooseSpace}
      />
    );
  } else if (!cart) {
    // A later step without a held space (it lapsed elsewhere): choose one again.
    title = t('wizard.titles.location');
    body = <p>{t('booking.hold.expired')}</p>;
  } else {
    title = t(`wizard.titles.${current}`);
    body =
      current === 'options' ? (
        <OptionsStep {...stepProps} cart={cart} version={optionsVersion} />
      ) : current === 'details' ? (
        <DetailsStep {...stepProps} cart={cart} />
      ) : current === 'contact' ? (
        <ContactStep {...stepProps} cart={cart} registerForm={registerForm} />
      ) : (
        <ConfirmStep
          {...stepProps}
          cart={cart}
          onBooked={(r) => {
            moved.current = true;
            setReservation(r);
          }}
        />
      );
  }

  // The summary of what is booked sits beside the steps once a location is chosen.
  const showSummary =
    !reservation && result !== undefined && (cart !== null || (current !== 'location' && !!location));
  return (
    <section aria-labelledby="wizard-title" className="wizard" ref={wizard}>
      <StepNav steps={steps} current={step} locked={reservation !== null} onGoTo={goTo} />
      <div className={showSummary ? 'wizard-layout with-summary' : 'wizard-layout'}>
        {showSummary && result && (
          <BookingSummary
            facts={{
              date: result.StartDate.slice(0, 10),
              startMinutes: result.StartMinutes,
              endMinutes: result.EndMinutes,
              seats: result.Seats,
              location,
              cart,
            }}
            locale={locale}
            showPrices={widget.ShowPrices}
            onHoldExpired={holdExpired}
          />
        )}
        <div className="wizard-main">
          <h2 id="wizard-title" ref={heading} tabIndex={-1}>
            {title}
          </h2>
          {result && !reservation && !showSummary && <p className="muted">{when}</p>}
          {expired && current === 'location' && (
            <p role="alert" className="hold hold-expired">
              {t('booking.hold.expired')}
            </p>
          )}
          <ProblemAlert problem={problem} />
          {body}
        </div>
      </div>
    </section>
  );
}
