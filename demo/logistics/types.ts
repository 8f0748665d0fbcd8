/** Record shapes of the demo logistics API (docs/demo-contract.md). `openapi.ts` declares the same shapes. */
export const SHIPMENT_STATUSES = ["label_created", "in_transit", "delivered", "exception"] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export type ServiceLevel = "standard" | "express";

export interface Warehouse {
  id: string; // W-01 … W-08
  name: string;
  city: string;
  region: string;
  address: string;
  capacity_units: number;
  opened_at: string; // YYYY-MM-DD
  /** Shipments not yet delivered (label_created, in_transit, exception). */
  open_shipments: number;
}

export interface ShipmentSummary {
  id: string; // S-50001 …
  tracking_number: string;
  order_id: string; // O-1xxxxx, as in the commerce demo
  carrier: string;
  service: ServiceLevel;
  status: ShipmentStatus;
  warehouse_id: string;
  destination_city: string;
  destination_country: string;
  created_at: string;
  shipped_at: string | null;
  delivered_at: string | null;
  promised_by: string; // YYYY-MM-DD
  weight_kg: number;
}

export interface ShipmentEvent {
  at: string;
  location: string;
  description: string;
}

export interface ShipmentDetail extends ShipmentSummary {
  warehouse_name: string;
  destination_postal_code: string;
  events: ShipmentEvent[];
}

export interface InventoryLevel {
  warehouse_id: string;
  warehouse_name: string;
  city: string;
  on_hand: number;
  reserved: number;
  available: number;
  reorder_point: number;
}

export interface SkuInventory {
  sku: string;
  product_name: string;
  category: string;
  total_on_hand: number;
  total_available: number;
  warehouses: InventoryLevel[];
}
