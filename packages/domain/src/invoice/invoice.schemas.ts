import { z } from 'zod';
import { dateParam } from '../availability/availability.schemas.ts';
import { idParam, listOf, pageParam, zeroMeansNone } from '../common/common.schemas.ts';
import { PAGE_SIZES } from '../constants/limits.ts';

const money = z.number();

/** `GET /v1/profile/invoice`: the member's invoices (20 a page). `reservationId` narrows to one booking. */
export const profileInvoiceQuery = z.object({
  startDate: dateParam.optional(),
  endDate: dateParam.optional(),
  locationId: zeroMeansNone(idParam.optional(), 'absent'),
  meetingtypeId: zeroMeansNone(z.coerce.number().int().min(1).max(3).optional(), 'absent'),
  reservationId: zeroMeansNone(idParam.optional(), 'absent'),
  searchTerm: z.string().trim().max(100).optional(),
  page: pageParam,
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.invoices),
  sortDirection: z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(['ASC', 'DESC']))
    .default('ASC'),
  /** -1 rejected, 0 draft, 1 invoice, 2 frozen, 3 credit, 4 expired; absent = every status. */
  statusId: z.coerce.number().int().min(-1).max(4).optional(),
});
export type ProfileInvoiceQuery = z.infer<typeof profileInvoiceQuery>;

/** One line: quantity × price (excluding VAT) at a VAT rate. */
export const invoiceLine = z.object({
  Quantity: z.number(),
  Description: z.string(),
  Price: money,
  TaxPercentage: z.number(),
  TotalExclTax: money,
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

/** VAT of one rate: the base it is computed on and the tax. */
export const invoiceTaxTotal = z.object({ Percentage: z.number(), Base: money, Total: money });

/** Who sends the invoice (the platform operator), as printed on it. */
export const invoiceSeller = z.object({
  Name: z.string(),
  Address: z.string(),
  PostalCode: z.string(),
  City: z.string(),
  CountryCode: z.string(),
  VatNumber: z.string(),
  ChamberOfCommerce: z.string(),
  Iban: z.string(),
  Bic: z.string(),
  Email: z.string(),
});

/** An invoice in the list. */
export const invoiceSummary = z.object({
  Id: z.number().int(),
  Number: z.string().nullable(),
  StatusId: z.number().int(),
  Type: z.enum(['normal', 'deposit']),
  IsDraft: z.boolean(),
  ReservationId: z.number().int(),
  LocationId: z.number().int(),
  LocationName: z.string(),
  MeetingtypeId: z.number().int(),
  IssueDate: z.string().nullable(),
  DueDate: z.string().nullable(),
  CurrencyIso: z.string(),
  TotalInclTax: money,
  TotalPaid: money,
  TotalOpen: money,
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;
export const profileInvoiceList = listOf(invoiceSummary);

/** `GET /v1/invoice/{id}`: the whole invoice as printed. */
export const invoiceDetail = invoiceSummary.extend({
  /** What the payer quotes with a bank transfer (the number, or the reservation key for a draft). */
  Reference: z.string(),
  /** The invoice this one credits (status 3), or null. */
  CreditOfInvoiceId: z.number().int().nullable(),
  CreditOfNumber: z.string().nullable(),
  LanguageId: z.number().int(),
  Company: z.string().nullable(),
  AttentionOf: z.string().nullable(),
  InvoiceEmail: z.string().nullable(),
  PoNumber: z.string().nullable(),
  VatNumber: z.string().nullable(),
  Address: z.string().nullable(),
  PostalCode: z.string().nullable(),
  City: z.string().nullable(),
  Country: z.string().nullable(),
  Lines: z.array(invoiceLine),
  TaxTotals: z.array(invoiceTaxTotal),
  TotalExclTax: money,
  TotalTax: money,
  Seller: invoiceSeller,
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;
