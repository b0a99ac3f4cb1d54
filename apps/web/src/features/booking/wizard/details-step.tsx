import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field.tsx';
import { money } from '../../../lib/format.ts';
import { voucherResultName } from '../../../lib/voucher.ts';
import { applyCartVoucher, revertCartVoucher, updateCart } from '../api/booking.ts';
import type { StepProps } from './wizard-context.ts';

/** Tags typed as one line, separated by commas: trimmed, empty ones and repeats dropped. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  for (const tag of text.split(',')) {
    const trimmed = tag.trim();
    if (trimmed && ![...seen].some((s) => s.toLowerCase() === trimmed.toLowerCase())) seen.add(trimmed);
  }
  return [...seen];
}

/**
 * Step 4: the meeting's name, a comment and tags (saved with `PUT /v1/cart/{key}` before going on),
 * and a voucher code: every status code of the spec is explained; a refused code leaves the cart as
 * it was.
 */
export function DetailsStep(props: StepProps) {
  const { t } = useTranslation();
  const { cart, busy, run, setCart, next, locale } = props;
  const [voucher, setVoucher] = useState('');
  const [voucherMessage, setVoucherMessage] = useState<{ text: string; refused: boolean } | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(async () => {
      setCart(
        await updateCart(cart.CartKey, {
          Name: String(form.get('meetingName') ?? ''),
          Comments: [{ Text: String(form.get('comment') ?? '') }],
          Tags: parseTags(String(form.get('tags') ?? '')),
        }),
      );
      next();
    }, 'wizard.details.failed');
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    if (voucher.trim() === '') return;
    void run(async () => {
      const answer = await applyCartVoucher(cart.CartKey, voucher.trim());
      setCart(answer.Cart);
      if (answer.StatusCode < 0) {
        const name = voucherResultName(answer.StatusCode);
        setVoucherMessage({ text: name ? t(`voucher.result.${name}`) : answer.Message, refused: true });
      } else {
        setVoucher('');
        setVoucherMessage({ text: t('wizard.voucher.applied'), refused: false });
      }
    }, 'voucher.failed');
  }

  function remove(voucherId: number) {
    void run(async () => {
      const answer = await revertCartVoucher(cart.CartKey, voucherId);
      setCart(answer.Cart);
      setVoucherMessage({ text: t('wizard.voucher.removed'), refused: false });
    }, 'voucher.removeFailed');
  }

  return (
    <>
      <form id="wizard-details" onSubmit={submit} className="details-form">
        <Field label={t('booking.details.meetingName')}>
          {(p) => <input {...p} name="meetingName" maxLength={200} defaultValue={cart.Name} />}
        </Field>
        <Field label={t('wizard.details.comment')} hint={t('wizard.details.commentHint')}>
          {(p) => (
            <textarea
              {...p}
              name="comment"
              rows={3}
              maxLength={4000}
              defaultValue={cart.Comments[0]?.Text ?? ''}
            />
          )}
        </Field>
        <Field label={t('wizard.details.tags')} hint={t('wizard.details.tagsHint')}>
          {(p) => <input {...p} name="tags" maxLength={1000} defaultValue={cart.Tags.join(', ')} />}
        </Field>
      </form>
      <section aria-labelledby="wizard-voucher-title" className="wizard-voucher">
        <h3 id="wizard-voucher-title">{t('voucher.title')}</h3>
        {cart.VoucherId !== null && (
          <p>
            {t('wizard.voucher.has', { discount: money(cart.Discount, locale) })}{' '}
            <button
              type="button"
              className="secondary"
              disabled={busy}
              onClick={() => cart.VoucherId !== null && remove(cart.VoucherId)}
            >
              {t('voucher.remove')}
            </button>
          </p>
        )}
        <form onSubmit={apply} className="inline-form" aria-labelledby="wizard-voucher-title">
          <Field label={t('voucher.code')} error={voucherMessage?.refused ? voucherMessage.text : undefined}>
            {(p) => (
              <input
                {...p}
                maxLength={50}
                autoComplete="off"
                value={voucher}
                onChange={(e) => {
                  setVoucherMessage(null);
                  setVoucher(e.target.value);
                }}
              />
            )}
          </Field>
          <button type="submit" className="secondary" disabled={busy || voucher.trim() === ''}>
            {t('voucher.apply')}
          </button>
        </form>
        {/* A refused code is said once, at the field; what went well is announced here. */}
        <p role="status">{voucherMessage && !voucherMessage.refused ? voucherMessage.text : ''}</p>
      </section>
      <p className="wizard-actions">
        <button type="submit" form="wizard-details" disabled={busy}>
          {t('wizard.next')}
        </button>
      </p>
    </>
  );
}
