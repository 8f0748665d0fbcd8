/** Public surface of the demo logistics API; the Next route and the seed import only this. */
export { getLogisticsData, type LogisticsData } from "./data";
export {
  DEFAULT_LIMIT,
  handleLogisticsRequest,
  type LogisticsRequest,
  type LogisticsResponse,
  MAX_LIMIT,
} from "./handler";
export { LOGISTICS_BASE_PATH, logisticsOpenApi } from "./openapi";
export type { InventoryLevel, ShipmentDetail, ShipmentSummary, SkuInventory, Warehouse } from "./types";
