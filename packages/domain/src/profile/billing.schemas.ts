import { z } from 'zod';
import { itemsPerPageParam, listOf, pageParam, zeroMeansNone } from '../common/common.schemas.ts';

const text = (max: number) => z.string().trim().max(max);
const required = (max: number, message: string) => z.string().trim().min(1, message).max(max);

/** The spec's Billing info entity as the API returns it. */
export const billingInfo = z.object({
  Id: z.number().int(),
  ProfileId: z.number().int(),
  CompanyId: z.number().int().nullable(),
  Company: z.string().nullable(),
  SendTo: z.string().nullable(),
  Email: z.string().nullable(),
  Address: z.string().nullable(),
  PostalCode: z.string().nullable(),
  City: z.string().nullable(),
  Country: z.string().nullable(),
  PhoneNumber: z.string().nullable(),
  PoNumber: z.string().nullable(),
  VatNumber: z.string().nullable(),
});
export type BillingInfo = z.infer<typeof billingInfo>;

/** `POST /v1/profile/billing` (and `PUT` with `Id`): who the invoice goes to and where. */
export const billingInput = z
  .object({
    CompanyId: zeroMeansNone(z.number().int().min(1).max(2_147_483_647).nullish()),
    Company: text(200).nullish(),
    SendTo: text(200).nullish(),
    Email: z.email('E-mail address is not valid').max(254).nullish().or(z.literal('')),
    Address: required(300, 'Address is required'),
    PostalCode: required(20, 'Postal code is required'),
    City: required(100, 'City is required'),
    Country: required(100, 'Country is required'),
    PhoneNumber: text(40).nullish(),
    PoNumber: text(100).nullish(),
    VatNumber: text(30).nullish(),
  })
  .superRefine((b, ctx) => {
    if (!b.Company && !b.SendTo) {
      ctx.addIssue({
        code: 'custom',
        path: ['SendTo'],
        message: 'A company or a name to send the invoice to is required',
      });
    }
  });
export type BillingInput = z.infer<typeof billingInput>;
export const billingUpdate = z.intersection(
  billingInput,
  z.object({ Id: z.number().int().min(1).max(2_147_483_647) }),
);

export const billingListQuery = z.object({ page: pageParam, itemsPerPage: itemsPerPageParam(25) });
export const billingList = listOf(billingInfo);
