/**
 * Record shapes of the demo commerce world (docs/demo-contract.md), declared once as zod schemas:
 * the same objects type the generator and become the tools' published outputSchema.
 */
import { z } from "zod";

export const ORDER_STATUSES = ["pending", "paid", "shipped", "delivered", "cancelled", "refunded"] as const;
export const SHIPMENT_STATUSES = ["label_created", "in_transit", "delivered", "exception"] as const;
export const SEGMENTS = ["consumer", "business", "vip"] as const;
export const ORDER_SORTS = ["date_desc", "date_asc", "total_desc", "total_asc"] as const;

/**
 * "YYYY-MM-DD". Not `z.iso.date()`: that publishes a ~300-byte leap-year regex in every schema,
 * which the planner's schema byte budget pays for on each turn.
 */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ format: "date" });
const count = z.number().int().nonnegative();

export const customerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  city: z.string(),
  country: z.string(),
  segment: z.enum(SEGMENTS),
  created_at: isoDate,
});

export const orderSummarySchema = z.object({
  id: z.string(),
  customer_id: z.string(),
  customer_name: z.string(),
  status: z.enum(ORDER_STATUSES),
  order_date: isoDate,
  total: z.number(),
  currency: z.literal("EUR"),
  items_count: count,
});

export const shipmentEventSchema = z.object({
  at: z.string(),
  location: z.string(),
  description: z.string(),
});

export const shipmentSchema = z.object({
  tracking_number: z.string(),
  order_id: z.string(),
  carrier: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  /** null while only a label exists. */
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  events: z.array(shipmentEventSchema),
});

export const orderDetailSchema = orderSummarySchema.extend({
  shipping_address: z.object({
    street: z.string(),
    city: z.string(),
    postal_code: z.string(),
    country: z.string(),
  }),
  lines: z.array(
    z.object({ sku: z.string(), product_name: z.string(), quantity: count, unit_price: z.number() }),
  ),
  shipments: z.array(
    z.object({
      tracking_number: z.string(),
      carrier: z.string(),
      status: z.enum(SHIPMENT_STATUSES),
      shipped_at: z.string().nullable(),
      delivered_at: z.string().nullable(),
    }),
  ),
});

export const productSchema = z.object({
  sku: z.string(),
  name: z.string(),
  category: z.string(),
  price: z.number(),
  stock: count,
});

export type Customer = z.infer<typeof customerSchema>;
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export type Product = z.infer<typeof productSchema>;
export type Shipment = z.infer<typeof shipmentSchema>;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderSort = (typeof ORDER_SORTS)[number];
