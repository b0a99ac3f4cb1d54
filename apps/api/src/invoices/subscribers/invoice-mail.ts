import { localeOfLanguageId } from '@meetspace/domain';
import { subscribe } from '../../kernel/events/events.ts';
import { enqueueMail } from '../../kernel/mail/outbox.queries.ts';
import { notify } from '../../notifications/index.ts';
import { reservationBookerOf } from '../../reservations/index.ts';
import { invoicePdf, invoiceTitle } from '../documents/invoice-pdf.ts';
import { invoiceEvents } from '../invoice.events.ts';
import { presentInvoiceDetail } from '../invoice.presenter.ts';
import { invoiceQueries } from '../invoice.queries.ts';
import { invoiceIssuedMail } from '../mails/invoice-issued.ts';

/**
 * An issued invoice (normal, deposit or credit) is mailed once, with its PDF, to the invoice address's
 * e-mail, else to the reservation's booker, in the reservation's language: always (it is a business
 * document, perhaps for an accounts department). A member booker also finds it in their inbox, per
 * their rule of the kind (new invoice, credit invoice).
 */
export const invoiceMail = subscribe(
  invoiceEvents.issued,
  'invoices.issued-mail',
  async (trx, event, ctx) => {
    const invoice = await invoiceQueries.byId(trx, event.subjectId);
    if (!invoice || invoice.number === null) return;
    const reservation = await invoiceQueries.reservationRow(trx, invoice.reservation_id);
    if (!reservation) return;
    const booker = await reservationBookerOf(trx, reservation);
    const toEmail = invoice.invoice_email ?? booker?.email;
    if (!toEmail) return;
    const locale = localeOfLanguageId(invoice.language_id);
    const [lines, facts] = await Promise.all([
      invoiceQueries.lines(trx, invoice.id),
      invoiceQueries.facts(trx, invoice.reservation_id),
    ]);
    const creditOf =
      invoice.credit_of_id === null ? undefined : await invoiceQueries.byId(trx, invoice.credit_of_id);
    const detail = presentInvoiceDetail(invoice, lines, facts, creditOf);
    const pdf = await invoicePdf(detail, locale, { reservationKey: facts.key });
    await enqueueMail(
      trx,
      invoiceIssuedMail({
        locale,
        languageId: invoice.language_id,
        toEmail,
        toName: invoice.attention_of ?? booker?.name ?? invoice.company ?? toEmail,
        title: invoiceTitle(detail, locale),
        number: invoice.number,
        reservationKey: facts.key,
        reservationId: invoice.reservation_id,
        profileId: reservation.profile_id,
        openCents: invoice.total_incl_cents - invoice.paid_cents,
        dueDate: invoice.due_date,
        pdf,
      }),
      ctx.now,
    );
    if (reservation.profile_id !== null)
      await notify(
        trx,
        {
          profileId: reservation.profile_id,
          kind: invoice.credit_of_id === null ? 'newInvoice' : 'creditInvoice',
          data: { title: invoiceTitle(detail, locale), number: invoice.number },
          link: { route: 'my-invoice', params: { id: String(invoice.id) } },
        },
        ctx.now,
      );
  },
);
