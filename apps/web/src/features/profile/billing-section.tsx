import type { BillingInfo } from '@meetspace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import { useToast } from '../../components/toasts.tsx';
import { useBillingList } from '../../lib/billing.ts';
import { BillingForm, DeleteBillingForm } from './billing-forms.tsx';
import { billingLines, billingName } from './profile-form.ts';
import { useProfileProblem } from './use-profile-problem.ts';

type Open = { kind: 'edit'; billing: BillingInfo | null } | { kind: 'delete'; billing: BillingInfo } | null;

/** The member's billing addresses: listed, added and changed in a dialog, deleted after asking. */
export function BillingSection() {
  const { t } = useTranslation();
  const list = useBillingList(true);
  const problem = useProfileProblem(list.error, 'profile.billing.loadFailed');
  const [open, setOpen] = useState<Open>(null);
  const toast = useToast();
  const close = () => setOpen(null);
  const finish = (message: string) => {
    toast(message);
    setOpen(null);
  };
  const addresses = list.data?.Results ?? [];

  return (
    <section aria-labelledby="billing-title" className="profile-section">
      <h2 id="billing-title" tabIndex={-1} data-focus-fallback>
        {t('profile.billing.title')}
      </h2>
      <p className="muted">{t('profile.billing.intro')}</p>
      {list.isError && (
        <div role="alert" className="error">
          <p>
            {problem.message}{' '}
            <button type="button" className="link" onClick={() => void list.refetch()}>
              {t('profile.retry')}
            </button>
          </p>
        </div>
      )}
      {list.isSuccess && addresses.length === 0 && <p>{t('profile.billing.none')}</p>}
      {addresses.length > 0 && (
        <ul className="billing-list" aria-busy={list.isFetching}>
          {addresses.map((b) => (
            <li key={b.Id}>
              <address>
                {billingLines(b).map((line, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address, in order
                  <span key={i}>
                    {line}
                    <br />
                  </span>
                ))}
              </address>
              <BillingExtras b={b} />
              <p className="actions">
                <button
                  type="button"
                  className="secondary"
                  onClick={() => setOpen({ kind: 'edit', billing: b })}
                >
                  {t('profile.billing.edit')}
                  <span className="visually-hidden"> {billingName(b)}</span>
                </button>{' '}
                <button
                  type="button"
                  className="secondary"
                  onClick={() => setOpen({ kind: 'delete', billing: b })}
                >
                  {t('profile.billing.delete')}
                  <span className="visually-hidden"> {billingName(b)}</span>
                </button>
              </p>
            </li>
          ))}
        </ul>
      )}
      {list.data?.MorePages && <p className="muted">{t('profile.billing.more')}</p>}
      <p className="actions">
        <button type="button" onClick={() => setOpen({ kind: 'edit', billing: null })}>
          {t('profile.billing.add')}
        </button>
      </p>

      <Dialog
        open={open?.kind === 'edit'}
        onClose={close}
        title={
          open?.kind === 'edit' && open.billing
            ? t('profile.billing.editTitle')
            : t('profile.billing.addTitle')
        }
      >
        {open?.kind === 'edit' && (
          <BillingForm
            billing={open.billing}
            onCancel={close}
            onDone={() => finish(t(open.billing ? 'profile.billing.saved' : 'profile.billing.added'))}
          />
        )}
      </Dialog>
      <Dialog open={open?.kind === 'delete'} onClose={close} title={t('profile.billing.deleteTitle')}>
        {open?.kind === 'delete' && (
          <DeleteBillingForm
            billing={open.billing}
            onCancel={close}
            onDone={() => finish(t('profile.billing.deleted'))}
          />
        )}
      </Dialog>
    </section>
  );
}

/** E-mail, phone, PO and VAT number of an address, those it has. */
function BillingExtras({ b }: { b: BillingInfo }) {
  const { t } = useTranslation();
  const extras = (
    [
      ['Email', b.Email],
      ['PhoneNumber', b.PhoneNumber],
      ['PoNumber', b.PoNumber],
      ['VatNumber', b.VatNumber],
    ] as const
  ).filter(([, value]) => value);
  if (extras.length === 0) return null;
  return (
    <dl className="billing-extras">
      {extras.map(([field, value]) => (
        <div key={field}>
          <dt>{t(`profile.billing.fields.${field}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
