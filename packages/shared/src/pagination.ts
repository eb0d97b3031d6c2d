// The list parameters and the paged result shape every list endpoint shares.
import { z } from 'zod';
import { limits } from './constants';

export type OrderMethod = 'asc' | 'desc';

export function listQuerySchema<const T extends readonly [string, ...string[]]>(
  orderByValues: T,
  defaults: { orderBy: T[number]; orderMethod: OrderMethod; take?: number },
) {
  return z.object({
    search: z.string().trim().max(255).optional(),
    orderBy: z.enum(orderByValues).default(defaults.orderBy as never),
    orderMethod: z.enum(['asc', 'desc']).default(defaults.orderMethod),
    take: z.coerce
      .number()
      .int()
      .min(1)
      .max(limits.listPageSizeMax)
      .default(defaults.take ?? limits.listPageSize),
    page: z.coerce.number().int().min(1).default(1),
  });
}

export type ListQuery<T extends string = string> = {
  search?: string;
  orderBy: T;
  orderMethod: OrderMethod;
  take: number;
  page: number;
};

export type Paged<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  total: number;
  prev_page_url: string | null;
  next_page_url: string | null;
};

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    total: z.number().int(),
    prev_page_url: z.string().nullable(),
    next_page_url: z.string().nullable(),
  });
}

export function lastPage(total: number, take: number): number {
  return Math.max(1, Math.ceil(total / take));
}
