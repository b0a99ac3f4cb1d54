import { type BillingInfo, localizedPath } from '@meetspace/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field } from '../../../components/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useBillingList } from '../../../lib/billing.ts';
import { useSession } from '../../../lib/session.tsx';
import { attachMember, updateCart } from '../api/booking.ts';
import { type ContactWay, contactWays } from './steps.ts';
import type { StepProps } from './wizard-context.ts';

const INVOICE_FIELDS = [
  'Company',
  'SendTo',
  'Email',
  'Address',
  'PostalCode',
  'City',
  'Country',
  'PoNumber',
] as const;

/** The invoice address typed in the form (empty fields left out), or a saved one of the member. */
function invoiceAddressOf(form: FormData, saved: BillingInfo | undefined) {
  if (saved) {
    return {
      BillingId: saved.Id,
      ...Object.fromEntries(INVOICE_FIELDS.map((f) => [f, saved[f] ?? null])),
      PhoneNumber: saved.PhoneNumber,
    };
  }
  const typed = Object.fromEntries(
    INVOICE_FIELDS.map((f) => [f, String(form.get(`invoice${f}`) ?? '').trim() || null]),
  );
  return Object.values(typed).some((v) => v !== null) ? { BillingId: null, ...typed } : undefined;
}

/**
 * Step 5: who books. A member books as themselves (and may pick a saved billing address); a visitor,
 * as the widget's AuthType allows, logs in, registers, or goes on without an account with a name
 * and e-mail address. An invoice address is optional (without one the invoice goes to the booker).
 * The booking terms must be accepted; everything is saved with `PUT /v1/cart/{key}` before going on.
 */
export function ContactStep(props: StepProps & { registerForm: ReactNode }) {
  const { t } = useTranslation();
  const { cart, busy, run, setCart, next, locale, widget, registerForm } = props;
  const { member, login } = useSession();
  const authType = widget.AuthType;
  const ways = contactWays(authType);
  const [way, setWay] = useState<ContactWay>(ways[0] ?? 'guest');
  const [loginProblem, setLoginProblem] = useState<string | null>(null);
  const billing = useBillingList(member !== null);
  const [billingId, setBillingId] = useState<number | null>(cart.InvoiceAddress.BillingId);
  const saved = billing.data?.Results.find((b) => b.Id === billingId);
  const booker = cart.Contacts.find((c) => c.TypeId === 1);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(async () => {
      const current = member && cart.ProfileId !== member.Id ? await attachMember(cart.CartKey) : cart;
      setCart(
        await updateCart(current.CartKey, {
          Language: locale,
          ...(member
            ? {}
            : {
                Contacts: [
                  {
                    TypeId: 1,
                    Name: String(form.get('name') ?? ''),
                    Email: String(form.get('email') ?? ''),
                    Phone: String(form.get('phone') ?? '') || null,
                    ReceiveEmail: true,
                  },
                ],
              }),
          InvoiceAddress: invoiceAddressOf(form, saved),
          CartTerms: { Accepted: form.get('terms') === 'on' },
        }),
      );
      next();
    }, 'wizard.contact.failed');
  }

  function logIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setLoginProblem(null);
    void run(async () => {
      try {
        await login(String(form.get('loginEmail') ?? ''), String(form.get('loginPassword') ?? ''));
      } catch (e) {
        const status = e instanceof ApiError ? e.status : 0;
        setLoginProblem(
          t(status === 404 ? 'login.wrong' : status === 403 ? 'login.notActivated' : 'login.failed'),
        );
        return;
      }
      setCart(await attachMember(cart.CartKey));
    }, 'wizard.contact.failed');
  }

  return (
    <>
      {!member && ways.length > 1 && (
        <fieldset className="wizard-ways">
          <legend>{t('wizard.contact.how')}</legend>
          {ways.map((w) => (
            <label key={w} className="check">
              <input type="radio" name="way" value={w} checked={way === w} onChange={() => setWay(w)} />
              {t(`wizard.contact.ways.${w}`)}
            </label>
          ))}
        </fieldset>
      )}
      {!member && way === 'login' && (
        <form onSubmit={logIn} className="details-form" aria-label={t('wizard.contact.ways.login')}>
          <Field label={t('login.email')}>
            {(p) => <input {...p} name="loginEmail" type="email" required autoComplete="email" />}
          </Field>
          <Field label={t('login.password')}>
            {(p) => (
              <input {...p} name="loginPassword" type="password" required autoComplete="current-password" />
            )}
          </Field>
          {loginProblem && (
            <p role="alert" className="error">
              {loginProblem}
            </p>
          )}
          <p>
            <button type="submit" disabled={busy}>
              {t('login.submit')}
            </button>{' '}
            <Link to={localizedPath('forgot-password', locale)} target="_blank">
              {t('login.forgotLink')}
            </Link>
          </p>
        </form>
      )}
      {!member && way === 'register' && (
        <div className="wizard-register">
          {registerForm}
          <p className="muted">{t('wizard.contact.registerNote')}</p>
        </div>
      )}
      {(member || way === 'guest') && (
        <form onSubmit={submit} className="details-form">
          {member ? (
            <p>{t('booking.details.asMember', { name: member.FullName, email: member.Email })}</p>
          ) : (
            <>
              <Field label={t('booking.details.name')}>
                {(p) => (
                  <input
                    {...p}
                    name="name"
                    required
                    maxLength={200}
                    autoComplete="name"
                    defaultValue={booker?.Name ?? ''}
                  />
                )}
              </Field>
              <Field label={t('booking.details.email')}>
                {(p) => (
                  <input
                    {...p}
                    name="email"
                    type="email"
                    required
                    autoComplete="email"
                    defaultValue={booker?.Email ?? ''}
                  />
                )}
              </Field>
              <Field label={t('wizard.contact.phone')}>
                {(p) => (
                  <input
                    {...p}
                    name="phone"
                    type="tel"
                    maxLength={40}
                    autoComplete="tel"
                    defaultValue={booker?.Phone ?? ''}
                  />
                )}
              </Field>
            </>
          )}
          {member && billing.data && billing.data.Results.length > 0 && (
            <Field label={t('wizard.contact.savedBilling')}>
              {(p) => (
                <select
                  {...p}
                  value={billingId ?? ''}
                  onChange={(e) => setBillingId(e.target.value ? Number(e.target.value) : null)}
                >
                  <option value="">{t('wizard.contact.newBilling')}</option>
                  {billing.data.Results.map((b) => (
                    <option key={b.Id} value={b.Id}>
                      {[b.Company, b.SendTo, b.Address, b.City].filter(Boolean).join(', ')}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          {!saved && (
            <details className="wizard-invoice">
              <summary>{t('wizard.contact.invoice')}</summary>
              <div className="wizard-invoice-fields">
                {INVOICE_FIELDS.map((f) => (
                  <Field key={f} label={t(`wizard.contact.invoiceFields.${f}`)}>
                    {(p) => (
                      <input
                        {...p}
                        name={`invoice${f}`}
                        type={f === 'Email' ? 'email' : 'text'}
                        maxLength={f === 'Address' ? 300 : 200}
                        defaultValue={cart.InvoiceAddress[f] ?? ''}
                      />
                    )}
                  </Field>
                ))}
              </div>
            </details>
          )}
          <label className="check">
            <input name="terms" type="checkbox" required defaultChecked={cart.CartTerms.Accepted} />
            <span>
              {t('booking.details.terms')} (
              <Link to={localizedPath('terms', locale)} target="_blank">
                {t('wizard.contact.readTerms')}
              </Link>
              )
            </span>
          </label>
          <p className="wizard-actions">
            <button type="submit" disabled={busy}>
              {t('wizard.next')}
            </button>
          </p>
        </form>
      )}
    </>
  );
}
