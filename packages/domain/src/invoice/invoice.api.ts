import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { idParams } from '../common/common.schemas.ts';
import { invoiceDetail, profileInvoiceList, profileInvoiceQuery } from './invoice.schemas.ts';

const tags = ['Invoices'];
const errors = [400, 401, 403, 404] as const;

/** A member's invoices (and a location manager's of their locations): the list, one, its PDF and UBL. */
export const invoiceApi = {
  list: endpoint({
    method: 'GET',
    path: '/v1/profile/invoice',
    summary: "The member's own invoices ({ Results, MorePages }, 20 a page)",
    tags,
    auth: 'member',
    query: profileInvoiceQuery,
    response: profileInvoiceList,
    errors,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/v1/invoice/:id',
    summary: 'One invoice; 404 "still pending" while it is a draft',
    tags,
    auth: 'member',
    params: idParams,
    response: invoiceDetail,
    errors,
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/v1/invoice/:id/pdf',
    summary: 'The invoice as a PDF in its language',
    tags,
    auth: 'member',
    params: idParams,
    response: z.any(),
    produces: 'application/pdf',
    errors,
  }),
  ubl: endpoint({
    method: 'GET',
    path: '/v1/invoice/:id/ubl',
    summary: 'The invoice as a UBL 2.1 / Peppol BIS Billing 3.0 document',
    tags,
    auth: 'member',
    params: idParams,
    response: z.any(),
    produces: 'application/xml',
    errors,
  }),
};
