/** Shipments for one order: which orders ship, how many parcels, and a plausible event trail. */
import { pad } from "./constants";
import { dateTime } from "./dates";
import type { Rng } from "./prng";
import type { OrderDetail, Shipment } from "./schemas";
import { CARRIERS } from "./vocab";

export function shipmentsFor(
  rng: Rng,
  order: OrderDetail,
  orderDay: number,
  nextSeq: () => number,
): Shipment[] {
  const parcels = order.lines.length >= 3 && rng.chance(0.2) ? 2 : 1;
  const wanted =
    order.status === "delivered" ||
    order.status === "shipped" ||
    (order.status === "paid" && rng.chance(0.4)) ||
    (order.status === "refunded" && rng.chance(0.6));
  if (!wanted) return [];
  const result: Shipment[] = [];
  for (let p = 0; p < parcels; p++) {
    const carrier = rng.pick(CARRIERS);
    const tracking_number = `${carrier.code}${pad(nextSeq(), 10)}`;
    const origin = rng.pick(["Milano hub", "Bologna hub", "Verona hub"]);
    const events = [
      { at: dateTime(orderDay, rng.int(480, 1080)), location: origin, description: "Label created" },
    ];
    let status: Shipment["status"] = "label_created";
    let shipped_at: string | null = null;
    let delivered_at: string | null = null;
    if (order.status !== "paid") {
      const shipDay = orderDay + rng.int(1, 3);
      shipped_at = dateTime(shipDay, rng.int(480, 1080));
      events.push({ at: shipped_at, location: origin, description: `Picked up by ${carrier.name}` });
      events.push({
        at: dateTime(shipDay + 1, rng.int(120, 600)),
        location: `${order.shipping_address.city} depot`,
        description: "Arrived at destination depot",
      });
      status = "in_transit";
      if (order.status === "shipped" && rng.chance(0.15)) {
        status = "exception";
        events.push({
          at: dateTime(shipDay + 2, rng.int(540, 1140)),
          location: order.shipping_address.city,
          description: "Delivery attempt failed: recipient not available",
        });
      } else if (order.status !== "shipped") {
        status = "delivered";
        delivered_at = dateTime(shipDay + rng.int(2, 5), rng.int(540, 1140));
        events.push({ at: delivered_at, location: order.shipping_address.city, description: "Delivered" });
      }
    }
    result.push({
      tracking_number,
      order_id: order.id,
      carrier: carrier.name,
      status,
      shipped_at,
      delivered_at,
      events,
    });
  }
  return result;
}
