import { invoiceApi } from '@meetspace/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { type InvoiceFile, invoicePdfFile, invoiceUblFile } from './documents/invoice-documents.reads.ts';
import { listInvoices, readInvoice } from './invoice.reads.ts';

const sendFile = (reply: FastifyReply, type: string, file: InvoiceFile) =>
  reply
    .type(type)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.content);

/** A member's invoices: the list, one, its PDF and its UBL document. */
export const invoiceRoutes: FastifyPluginAsync = async (app) => {
  route(app, invoiceApi.list, ({ actor, query }) => listInvoices(app.db, actor, query));
  route(app, invoiceApi.detail, ({ actor, params }) => readInvoice(app.db, actor, params.id));
  route(app, invoiceApi.pdf, async ({ actor, params, reply }) =>
    sendFile(reply, 'application/pdf', await invoicePdfFile(app.db, actor, params.id)),
  );
  route(app, invoiceApi.ubl, async ({ actor, params, reply }) =>
    sendFile(reply, 'application/xml; charset=utf-8', await invoiceUblFile(app.db, actor, params.id)),
  );
};
