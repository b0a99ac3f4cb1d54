import type { EndpointResponse, ReservationDetail, reservationLinesApi } from '@meetspace/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field.tsx';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { voucherResultName } from '../../../lib/voucher.ts';
import { reservationCalls, useReservationWrite } from '../api/reservations.ts';

/**
 * A voucher code on the booked reservation (`POST /v1/voucher/reservation/{id}/apply`: StatusCode 1
 * is applied, a negative code refused with the reservation unchanged), and taking the voucher off
 * again (`POST /v1/voucher/reservation/{id}/revert`). Its discount shows in the totals.
 */
export function VoucherForm({
  r,
  onApplied,
  onRemoved,
}: {
  r: ReservationDetail;
  onApplied: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const apply = useReservationWrite(r.Id, (c: string) => reservationCalls.applyVoucher(r.Id, c));
  const revert = useReservationWrite(r.Id, () => reservationCalls.revertVoucher(r.Id));
  const applyProblem = useProblem(apply.error, 'voucher.failed');
  const revertProblem = useProblem(revert.error, 'voucher.removeFailed');
  const refused = refusal(apply.data, t);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (apply.isPending || code.trim() === '') return;
    revert.reset();
    apply.mutate(code.trim(), {
      onSuccess: (answer) => {
        if (answer.StatusCode < 0) return;
        setCode('');
        onApplied();
      },
    });
  }

  return (
    <>
      <h3 id="voucher-title">{t('voucher.title')}</h3>
      {r.VoucherId !== null && (
        <>
          <p>{t('voucher.has')}</p>
          <p>
            <button
              type="button"
              className="secondary"
              disabled={revert.isPending}
              onClick={() => {
                apply.reset();
                revert.mutate(undefined, {
                  onSuccess: () => {
                    input.current?.focus();
                    onRemoved();
                  },
                });
              }}
            >
              {t('voucher.remove')}
            </button>
          </p>
          <ProblemAlert problem={revertProblem} />
        </>
      )}
      <form onSubmit={submit} className="search-form" aria-labelledby="voucher-title">
        <Field label={t('voucher.code')} error={refused ?? applyProblem.fields.Code}>
          {(props) => (
            <input
              {...props}
              ref={input}
              maxLength={50}
              autoComplete="off"
              value={code}
              onChange={(e) => {
                apply.reset();
                setCode(e.target.value);
              }}
            />
          )}
        </Field>
        <p>
          <button type="submit" disabled={apply.isPending || code.trim() === ''}>
            {t('voucher.apply')}
          </button>
        </p>
        <ProblemAlert problem={refused ? t('voucher.refused') : applyProblem} shown={(f) => f === 'Code'} />
      </form>
    </>
  );
}

/** Why the code was refused, in words (the server's English message for a code the page does not know). */
function refusal(
  answer: EndpointResponse<typeof reservationLinesApi.applyVoucher> | undefined,
  t: (key: string) => string,
): string | undefined {
  if (!answer || answer.StatusCode >= 0) return undefined;
  const name = voucherResultName(answer.StatusCode);
  return name ? t(`voucher.result.${name}`) : answer.Message;
}
