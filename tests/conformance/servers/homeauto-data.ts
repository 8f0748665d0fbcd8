/**
 * Deterministic data of the "homeauto" fixture world: one house in the style of Home Assistant — areas
 * with slug ids (`living_room`, `kitchen`, …), devices (32-hex ids) placed in areas, and entities with
 * dotted ids (`sensor.kitchen_temperature`, `light.living_room_ceiling`, `binary_sensor.front_door`,
 * `climate.upstairs`) whose state is always a string ("on", "off", "21.4", "unavailable") with
 * `attributes: { friendly_name, unit_of_measurement, device_class, … }` and `last_changed` /
 * `last_updated` ISO datetimes with offsets ("2025-10-01T08:42:11.052310+00:00"). Numeric sensors have
 * a half-hourly history and hourly long-term statistics over September 2025; lights, doors, covers
 * and locks have a history of state changes and a logbook.
 * Fixed points the questions name:
 * - sensor.kitchen_temperature "21.4" °C; sensor.living_room_humidity %; sensor.attic_humidity "62" %.
 * - sensor.garage_temperature, sensor.back_door_battery and light.garden_path are "unavailable".
 * - Lights on now: light.living_room_ceiling, light.kitchen_ceiling, light.kitchen_under_cabinet,
 *   light.office_desk, light.reading_lamp (living room).
 * - Two entities are named "Reading Lamp": light.reading_lamp (living_room) and light.reading_lamp_2
 *   (bedroom). binary_sensor.front_door and lock.front_door are both "Front Door" (a door sensor and a
 *   lock: "open" vs "locked").
 * - binary_sensor.front_door is "off" (closed), binary_sensor.back_door "on" (open).
 * - cover.garage_door last opened 2025-09-30T18:12:40+00:00, closed again at 18:14:05.
 * - sensor.home_energy: a total_increasing kWh meter; 2025-09-30 used 14.6 kWh (statistics `change`).
 * - climate.upstairs "heat", target 21, current 20.5; climate.downstairs "off".
 * "Today" is 2025-10-01 (a Wednesday, the suite's AGENT_TODAY); "now" is 2025-10-01T09:00:00+00:00.
 */
import { createRng } from "@/demo/commerce/prng";

export const HA_NOW_MS = Date.parse("2025-10-01T09:00:00Z");
export const HA_START_MS = Date.parse("2025-09-01T00:00:00Z");
export const HA_PERIODS = ["5minute", "hour", "day", "week", "month"] as const;
export const HA_STAT_TYPES = ["mean", "min", "max", "sum", "change"] as const;

export interface HaArea {
  area_id: string;
  name: string;
  floor_id: string | null;
  aliases: string[];
}
export interface HaState {
  entity_id: string;
  state: string;
  attributes: Record<string, unknown>;
  last_changed: string;
  last_updated: string;
  context: { id: string; parent_id: null; user_id: null };
}
export interface HaDevice {
  id: string;
  name: string;
  manufacturer: string;
  model: string;
  area_id: string | null;
  entities: string[];
}
export interface HaHistoryPoint {
  entity_id: string;
  state: string;
  last_changed: string;
}
export interface HaLogbookEntry {
  when: string;
  name: string;
  message: string;
  entity_id: string;
  state: string;
  domain: string;
}

/** HA's own timestamp format: microseconds and a +00:00 offset. */
export const haTime = (ms: number, micro = 0) =>
  `${new Date(ms).toISOString().slice(0, 19)}.${String(
    (new Date(ms).getUTCMilliseconds() * 1000 + micro) % 1_000_000,
  ).padStart(6, "0")}+00:00`;

export const HA_AREAS: HaArea[] = [
  { area_id: "living_room", name: "Living Room", floor_id: "ground_floor", aliases: ["lounge"] },
  { area_id: "kitchen", name: "Kitchen", floor_id: "ground_floor", aliases: [] },
  { area_id: "hallway", name: "Hallway", floor_id: "ground_floor", aliases: ["entrance"] },
  { area_id: "garage", name: "Garage", floor_id: "ground_floor", aliases: [] },
  { area_id: "bedroom", name: "Bedroom", floor_id: "first_floor", aliases: ["master bedroom"] },
  { area_id: "office", name: "Office", floor_id: "first_floor", aliases: ["study"] },
  { area_id: "bathroom", name: "Bathroom", floor_id: "first_floor", aliases: [] },
  { area_id: "attic", name: "Attic", floor_id: "second_floor", aliases: ["loft"] },
  { area_id: "garden", name: "Garden", floor_id: null, aliases: ["backyard"] },
];

interface Spec {
  id: string;
  name: string;
  area: string;
  device: string;
  state: string;
  attrs?: Record<string, unknown>;
  /** Numeric sensors: the centre and the daily swing of the history; `meter`: kWh per hour. */
  series?: { base: number; swing: number; noise: number; decimals: number } | { meter: number };
  /** Minutes before now the state last changed. */
  changedMin: number;
}

const T = (unit: string, device_class: string) => ({
  unit_of_measurement: unit,
  device_class,
  state_class: "measurement",
});

const SPECS: Spec[] = [
  // temperatures
  {
    id: "sensor.kitchen_temperature",
    name: "Kitchen Temperature",
    area: "kitchen",
    device: "Kitchen Multisensor",
    state: "21.4",
    attrs: T("°C", "temperature"),
    series: { base: 21, swing: 1.5, noise: 0.4, decimals: 1 },
    changedMin: 7,
  },
  {
    id: "sensor.living_room_temperature",
    name: "Living Room Temperature",
    area: "living_room",
    device: "Living Room Climate Sensor",
    state: "22.1",
    attrs: T("°C", "temperature"),
    series: { base: 21.5, swing: 1.2, noise: 0.3, decimals: 1 },
    changedMin: 3,
  },
  {
    id: "sensor.bedroom_temperature",
    name: "Bedroom Temperature",
    area: "bedroom",
    device: "Bedroom Climate Sensor",
    state: "19.8",
    attrs: T("°C", "temperature"),
    series: { base: 19.5, swing: 1, noise: 0.3, decimals: 1 },
    changedMin: 12,
  },
  {
    id: "sensor.office_temperature",
    name: "Office Temperature",
    area: "office",
    device: "Office Air Monitor",
    state: "23.0",
    attrs: T("°C", "temperature"),
    series: { base: 22.5, swing: 1.5, noise: 0.4, decimals: 1 },
    changedMin: 9,
  },
  {
    id: "sensor.attic_temperature",
    name: "Attic Temperature",
    area: "attic",
    device: "Attic Sensor",
    state: "27.5",
    attrs: T("°C", "temperature"),
    series: { base: 25, swing: 5, noise: 0.8, decimals: 1 },
    changedMin: 4,
  },
  {
    id: "sensor.garage_temperature",
    name: "Garage Temperature",
    area: "garage",
    device: "Garage Sensor",
    state: "unavailable",
    attrs: T("°C", "temperature"),
    series: { base: 15, swing: 3, noise: 0.6, decimals: 1 },
    changedMin: 26 * 60,
  },
  {
    id: "sensor.outdoor_temperature",
    name: "Outdoor Temperature",
    area: "garden",
    device: "Weather Station",
    state: "12.3",
    attrs: T("°C", "temperature"),
    series: { base: 14, swing: 6, noise: 1, decimals: 1 },
    changedMin: 2,
  },
  // humidity
  {
    id: "sensor.kitchen_humidity",
    name: "Kitchen Humidity",
    area: "kitchen",
    device: "Kitchen Multisensor",
    state: "48",
    attrs: T("%", "humidity"),
    series: { base: 50, swing: 6, noise: 2, decimals: 0 },
    changedMin: 14,
  },
  {
    id: "sensor.living_room_humidity",
    name: "Living Room Humidity",
    area: "living_room",
    device: "Living Room Climate Sensor",
    state: "51",
    attrs: T("%", "humidity"),
    series: { base: 52, swing: 5, noise: 2, decimals: 0 },
    changedMin: 21,
  },
  {
    id: "sensor.bedroom_humidity",
    name: "Bedroom Humidity",
    area: "bedroom",
    device: "Bedroom Climate Sensor",
    state: "55",
    attrs: T("%", "humidity"),
    series: { base: 55, swing: 4, noise: 2, decimals: 0 },
    changedMin: 33,
  },
  {
    id: "sensor.bathroom_humidity",
    name: "Bathroom Humidity",
    area: "bathroom",
    device: "Bathroom Sensor",
    state: "71",
    attrs: T("%", "humidity"),
    series: { base: 65, swing: 12, noise: 4, decimals: 0 },
    changedMin: 5,
  },
  {
    id: "sensor.attic_humidity",
    name: "Attic Humidity",
    area: "attic",
    device: "Attic Sensor",
    state: "62",
    attrs: T("%", "humidity"),
    series: { base: 60, swing: 6, noise: 2, decimals: 0 },
    changedMin: 18,
  },
  // air quality, power, energy, batteries
  {
    id: "sensor.office_co2",
    name: "Office CO2",
    area: "office",
    device: "Office Air Monitor",
    state: "640",
    attrs: T("ppm", "carbon_dioxide"),
    series: { base: 700, swing: 250, noise: 60, decimals: 0 },
    changedMin: 1,
  },
  {
    id: "sensor.home_power",
    name: "Home Power",
    area: "garage",
    device: "Energy Meter",
    state: "742",
    attrs: T("W", "power"),
    series: { base: 600, swing: 400, noise: 150, decimals: 0 },
    changedMin: 1,
  },
  {
    id: "sensor.solar_power",
    name: "Solar Power",
    area: "garden",
    device: "Solar Inverter",
    state: "1250",
    attrs: T("W", "power"),
    series: { base: 900, swing: 900, noise: 200, decimals: 0 },
    changedMin: 1,
  },
  {
    id: "sensor.washing_machine_power",
    name: "Washing Machine Power",
    area: "bathroom",
    device: "Washing Machine Plug",
    state: "0.0",
    attrs: T("W", "power"),
    series: { base: 60, swing: 60, noise: 40, decimals: 1 },
    changedMin: 95,
  },
  {
    id: "sensor.home_energy",
    name: "Home Energy",
    area: "garage",
    device: "Energy Meter",
    state: "18342.71",
    attrs: { unit_of_measurement: "kWh", device_class: "energy", state_class: "total_increasing" },
    series: { meter: 0.61 },
    changedMin: 1,
  },
  {
    id: "sensor.solar_energy_today",
    name: "Solar Energy Today",
    area: "garden",
    device: "Solar Inverter",
    state: "3.42",
    attrs: { unit_of_measurement: "kWh", device_class: "energy", state_class: "total_increasing" },
    changedMin: 1,
  },
  {
    id: "sensor.front_door_lock_battery",
    name: "Front Door Lock Battery",
    area: "hallway",
    device: "Front Door Lock",
    state: "87",
    attrs: T("%", "battery"),
    changedMin: 600,
  },
  {
    id: "sensor.back_door_battery",
    name: "Back Door Battery",
    area: "kitchen",
    device: "Back Door Sensor",
    state: "unavailable",
    attrs: T("%", "battery"),
    changedMin: 3 * 24 * 60,
  },
  {
    id: "sensor.hallway_motion_battery",
    name: "Hallway Motion Battery",
    area: "hallway",
    device: "Hallway Motion Sensor",
    state: "12",
    attrs: T("%", "battery"),
    changedMin: 300,
  },
  // lights
  {
    id: "light.living_room_ceiling",
    name: "Living Room Ceiling",
    area: "living_room",
    device: "Living Room Ceiling",
    state: "on",
    attrs: { brightness: 180, color_mode: "brightness", supported_color_modes: ["brightness"] },
    changedMin: 95,
  },
  {
    id: "light.living_room_floor_lamp",
    name: "Floor Lamp",
    area: "living_room",
    device: "Floor Lamp",
    state: "off",
    attrs: { supported_color_modes: ["color_temp"] },
    changedMin: 11 * 60,
  },
  {
    id: "light.reading_lamp",
    name: "Reading Lamp",
    area: "living_room",
    device: "Reading Lamp (Living Room)",
    state: "on",
    attrs: { brightness: 120, color_mode: "color_temp", color_temp_kelvin: 2700 },
    changedMin: 40,
  },
  {
    id: "light.reading_lamp_2",
    name: "Reading Lamp",
    area: "bedroom",
    device: "Reading Lamp (Bedroom)",
    state: "off",
    attrs: { supported_color_modes: ["color_temp"] },
    changedMin: 9 * 60,
  },
  {
    id: "light.kitchen_ceiling",
    name: "Kitchen Ceiling",
    area: "kitchen",
    device: "Kitchen Ceiling",
    state: "on",
    attrs: { brightness: 255, color_mode: "brightness" },
    changedMin: 130,
  },
  {
    id: "light.kitchen_under_cabinet",
    name: "Kitchen Under Cabinet",
    area: "kitchen",
    device: "Kitchen LED Strip",
    state: "on",
    attrs: { brightness: 90, color_mode: "rgb", rgb_color: [255, 180, 120] },
    changedMin: 130,
  },
  {
    id: "light.bedroom_ceiling",
    name: "Bedroom Ceiling",
    area: "bedroom",
    device: "Bedroom Ceiling",
    state: "off",
    attrs: { supported_color_modes: ["brightness"] },
    changedMin: 10 * 60,
  },
  {
    id: "light.office_desk",
    name: "Desk Lamp",
    area: "office",
    device: "Desk Lamp",
    state: "on",
    attrs: { brightness: 200, color_mode: "color_temp", color_temp_kelvin: 4000 },
    changedMin: 50,
  },
  {
    id: "light.hallway",
    name: "Hallway Light",
    area: "hallway",
    device: "Hallway Light",
    state: "off",
    attrs: { supported_color_modes: ["onoff"] },
    changedMin: 70,
  },
  {
    id: "light.garage",
    name: "Garage Light",
    area: "garage",
    device: "Garage Light",
    state: "off",
    attrs: { supported_color_modes: ["onoff"] },
    changedMin: 14 * 60,
  },
  {
    id: "light.garden_path",
    name: "Garden Path Lights",
    area: "garden",
    device: "Garden Path Lights",
    state: "unavailable",
    attrs: {},
    changedMin: 2 * 24 * 60,
  },
  // binary sensors
  {
    id: "binary_sensor.front_door",
    name: "Front Door",
    area: "hallway",
    device: "Front Door Sensor",
    state: "off",
    attrs: { device_class: "door" },
    changedMin: 48,
  },
  {
    id: "binary_sensor.back_door",
    name: "Back Door",
    area: "kitchen",
    device: "Back Door Sensor",
    state: "on",
    attrs: { device_class: "door" },
    changedMin: 22,
  },
  {
    id: "binary_sensor.kitchen_window",
    name: "Kitchen Window",
    area: "kitchen",
    device: "Kitchen Window Sensor",
    state: "off",
    attrs: { device_class: "window" },
    changedMin: 20 * 60,
  },
  {
    id: "binary_sensor.bedroom_window",
    name: "Bedroom Window",
    area: "bedroom",
    device: "Bedroom Window Sensor",
    state: "on",
    attrs: { device_class: "window" },
    changedMin: 7 * 60,
  },
  {
    id: "binary_sensor.living_room_motion",
    name: "Living Room Motion",
    area: "living_room",
    device: "Living Room Motion Sensor",
    state: "on",
    attrs: { device_class: "motion" },
    changedMin: 2,
  },
  {
    id: "binary_sensor.hallway_motion",
    name: "Hallway Motion",
    area: "hallway",
    device: "Hallway Motion Sensor",
    state: "off",
    attrs: { device_class: "motion" },
    changedMin: 16,
  },
  {
    id: "binary_sensor.bathroom_leak",
    name: "Bathroom Leak",
    area: "bathroom",
    device: "Bathroom Leak Sensor",
    state: "off",
    attrs: { device_class: "moisture" },
    changedMin: 20 * 24 * 60,
  },
  {
    id: "binary_sensor.washing_machine_running",
    name: "Washing Machine Running",
    area: "bathroom",
    device: "Washing Machine Plug",
    state: "off",
    attrs: { device_class: "running" },
    changedMin: 95,
  },
  // climate, covers, locks, switches, others
  {
    id: "climate.upstairs",
    name: "Upstairs",
    area: "bedroom",
    device: "Upstairs Thermostat",
    state: "heat",
    attrs: {
      hvac_modes: ["off", "heat", "auto"],
      current_temperature: 20.5,
      temperature: 21,
      hvac_action: "heating",
      preset_mode: "comfort",
    },
    changedMin: 5 * 60,
  },
  {
    id: "climate.downstairs",
    name: "Downstairs",
    area: "living_room",
    device: "Downstairs Thermostat",
    state: "off",
    attrs: {
      hvac_modes: ["off", "heat", "auto"],
      current_temperature: 21.9,
      temperature: 20,
      hvac_action: "off",
    },
    changedMin: 8 * 60,
  },
  {
    id: "cover.garage_door",
    name: "Garage Door",
    area: "garage",
    device: "Garage Door Opener",
    state: "closed",
    attrs: { device_class: "garage" },
    changedMin: 0,
  },
  {
    id: "cover.living_room_blinds",
    name: "Living Room Blinds",
    area: "living_room",
    device: "Living Room Blinds",
    state: "open",
    attrs: { device_class: "blind", current_position: 100 },
    changedMin: 2 * 60,
  },
  {
    id: "lock.front_door",
    name: "Front Door",
    area: "hallway",
    device: "Front Door Lock",
    state: "locked",
    attrs: {},
    changedMin: 47,
  },
  {
    id: "lock.back_door",
    name: "Back Door Lock",
    area: "kitchen",
    device: "Back Door Lock",
    state: "unlocked",
    attrs: {},
    changedMin: 23,
  },
  {
    id: "switch.coffee_maker",
    name: "Coffee Maker",
    area: "kitchen",
    device: "Coffee Maker Plug",
    state: "off",
    attrs: {},
    changedMin: 60,
  },
  {
    id: "switch.office_heater",
    name: "Office Heater",
    area: "office",
    device: "Office Heater Plug",
    state: "on",
    attrs: {},
    changedMin: 65,
  },
  {
    id: "switch.garden_irrigation",
    name: "Garden Irrigation",
    area: "garden",
    device: "Irrigation Controller",
    state: "off",
    attrs: {},
    changedMin: 3 * 60,
  },
  {
    id: "fan.bedroom_fan",
    name: "Bedroom Fan",
    area: "bedroom",
    device: "Bedroom Fan",
    state: "off",
    attrs: { percentage: 0 },
    changedMin: 26 * 60,
  },
  {
    id: "media_player.living_room_tv",
    name: "Living Room TV",
    area: "living_room",
    device: "Living Room TV",
    state: "off",
    attrs: { device_class: "tv" },
    changedMin: 10 * 60,
  },
  {
    id: "media_player.kitchen_speaker",
    name: "Kitchen Speaker",
    area: "kitchen",
    device: "Kitchen Speaker",
    state: "playing",
    attrs: { media_title: "Morning Jazz", volume_level: 0.3 },
    changedMin: 35,
  },
  {
    id: "vacuum.robot_vacuum",
    name: "Robot Vacuum",
    area: "hallway",
    device: "Robot Vacuum",
    state: "docked",
    attrs: { battery_level: 100 },
    changedMin: 4 * 60,
  },
  {
    id: "person.anna",
    name: "Anna",
    area: "",
    device: "",
    state: "home",
    attrs: { source: "device_tracker.anna_phone" },
    changedMin: 15 * 60,
  },
  {
    id: "person.ben",
    name: "Ben",
    area: "",
    device: "",
    state: "not_home",
    attrs: { source: "device_tracker.ben_phone" },
    changedMin: 70,
  },
  {
    id: "weather.home",
    name: "Home",
    area: "",
    device: "",
    state: "partlycloudy",
    attrs: {
      temperature: 12.3,
      temperature_unit: "°C",
      humidity: 78,
      wind_speed: 14.4,
      wind_speed_unit: "km/h",
    },
    changedMin: 25,
  },
  {
    id: "sun.sun",
    name: "Sun",
    area: "",
    device: "",
    state: "above_horizon",
    attrs: {
      next_setting: "2025-10-01T17:15:22.000000+00:00",
      next_rising: "2025-10-02T05:48:10.000000+00:00",
    },
    changedMin: 3 * 60,
  },
];

/** The garage door's recent cycles (opened, closed). */
const GARAGE_CYCLES: [string, string][] = [
  ["2025-09-27T07:41:12Z", "2025-09-27T07:43:30Z"],
  ["2025-09-28T16:02:51Z", "2025-09-28T16:05:09Z"],
  ["2025-09-29T07:38:40Z", "2025-09-29T07:40:02Z"],
  ["2025-09-30T18:12:40Z", "2025-09-30T18:14:05Z"],
];
const GARAGE_LAST_CLOSED_MS = Date.parse(GARAGE_CYCLES[3][1]);

const hex32 = (rng: ReturnType<typeof createRng>) =>
  Array.from({ length: 32 }, () => "0123456789abcdef"[rng.int(0, 15)]).join("");

export interface HomeautoData {
  areas: HaArea[];
  states: HaState[];
  devices: HaDevice[];
  /** Every recorded state change, oldest first. */
  history: HaHistoryPoint[];
  logbook: HaLogbookEntry[];
  /** Hourly values of the numeric sensors (mean/min/max; meters: the meter reading at the hour's end). */
  hourly: Map<string, { start: number; mean: number; min: number; max: number; reading?: number }[]>;
}

let cached: HomeautoData | null = null;

export function homeautoData(): HomeautoData {
  if (cached) return cached;
  const rng = createRng(0x40a0e);
  const states: HaState[] = [];
  const history: HaHistoryPoint[] = [];
  const logbook: HaLogbookEntry[] = [];
  const hourly: HomeautoData["hourly"] = new Map();
  const deviceByName = new Map<string, HaDevice>();
  const MAKERS: Record<string, [string, string]> = {
    sensor: ["Aqara", "Temperature and Humidity Sensor T1"],
    light: ["Philips", "Hue White Ambiance"],
    switch: ["Shelly", "Plus Plug S"],
    lock: ["Nuki", "Smart Lock 4.0"],
    climate: ["Netatmo", "Smart Thermostat"],
    binary_sensor: ["Aqara", "Door and Window Sensor P2"],
  };
  for (const s of SPECS) {
    const changedMs =
      s.id === "cover.garage_door"
        ? GARAGE_LAST_CLOSED_MS
        : HA_NOW_MS - s.changedMin * 60_000 - rng.int(0, 59_000);
    const micro = rng.int(0, 999_999);
    const updatedMs =
      s.series && s.state !== "unavailable" ? Math.max(changedMs, HA_NOW_MS - 60_000) : changedMs;
    states.push({
      entity_id: s.id,
      state: s.state,
      attributes: { ...s.attrs, friendly_name: s.name },
      last_changed: haTime(changedMs, micro),
      last_updated: haTime(updatedMs, micro),
      context: { id: `01J9${hex32(rng).slice(0, 22).toUpperCase()}`, parent_id: null, user_id: null },
    });
    if (s.device) {
      let d = deviceByName.get(s.device);
      if (!d) {
        const [manufacturer, model] = MAKERS[s.id.split(".")[0]] ?? ["IKEA", "TRADFRI"];
        d = { id: hex32(rng), name: s.device, manufacturer, model, area_id: s.area || null, entities: [] };
        deviceByName.set(s.device, d);
      }
      d.entities.push(s.id);
    }
    const domain = s.id.split(".")[0];
    // History of numeric sensors: every 30 minutes over September, the last value the current state.
    if (s.series) {
      const rows: { start: number; mean: number; min: number; max: number; reading?: number }[] = [];
      let reading =
        "meter" in s.series ? Number(s.state) - s.series.meter * ((HA_NOW_MS - HA_START_MS) / 3_600_000) : 0;
      for (let t = HA_START_MS; t < HA_NOW_MS; t += 3_600_000) {
        const hour = new Date(t).getUTCHours();
        if ("meter" in s.series) {
          // Use per hour: low at night, peaks morning and evening; 2025-09-30 is pinned to 14.6 kWh.
          const shape = [
            0.3, 0.25, 0.25, 0.25, 0.3, 0.5, 0.9, 1.2, 1.1, 0.8, 0.7, 0.7, 0.8, 0.7, 0.6, 0.7, 0.9, 1.3, 1.6,
            1.5, 1.2, 0.9, 0.6, 0.4,
          ];
          const sum = shape.reduce((a, b) => a + b, 0);
          const day = new Date(t).toISOString().slice(0, 10);
          const dayTotal = day === "2025-09-30" ? 14.6 : Math.round((12 + rng.next() * 6) * 100) / 100;
          const used = (dayTotal * shape[hour]) / sum;
          reading += used;
          const r = Math.round(reading * 100) / 100;
          rows.push({ start: t, mean: r, min: r, max: r, reading: r });
          if (t % (6 * 3_600_000) === 0)
            history.push({ entity_id: s.id, state: r.toFixed(2), last_changed: haTime(t, 0) });
          continue;
        }
        const { base, swing, noise, decimals } = s.series;
        const vals: number[] = [];
        for (const half of [0, 1]) {
          const h = hour + half / 2;
          const v = base + swing * Math.sin(((h - 9) / 24) * 2 * Math.PI) + (rng.next() - 0.5) * 2 * noise;
          const r = Number(v.toFixed(decimals));
          vals.push(r);
          const unavailable = s.state === "unavailable" && t + half * 1_800_000 >= changedMs;
          if (!unavailable || t + half * 1_800_000 < changedMs + 1_800_000)
            history.push({
              entity_id: s.id,
              state: unavailable ? "unavailable" : r.toFixed(decimals),
              last_changed: haTime(t + half * 1_800_000, 0),
            });
        }
        if (!(s.state === "unavailable" && t >= changedMs)) {
          const mean = Number(((vals[0] + vals[1]) / 2).toFixed(decimals + 1));
          rows.push({ start: t, mean, min: Math.min(...vals), max: Math.max(...vals) });
        }
      }
      hourly.set(s.id, rows);
      continue;
    }
    // On/off style entities: a few changes a day over the last week, ending in the current state.
    const two: Record<string, [string, string]> = {
      light: ["on", "off"],
      switch: ["on", "off"],
      fan: ["on", "off"],
      binary_sensor: ["on", "off"],
      lock: ["unlocked", "locked"],
      media_player: ["playing", "off"],
    };
    if (s.id === "cover.garage_door") {
      for (const [open, close] of GARAGE_CYCLES) {
        for (const [ms, st] of [
          [Date.parse(open), "open"],
          [Date.parse(close), "closed"],
        ] as [number, string][]) {
          history.push({ entity_id: s.id, state: st, last_changed: haTime(ms, 0) });
          logbook.push({
            when: haTime(ms, 0),
            name: s.name,
            message: st === "open" ? "was opened" : "was closed",
            entity_id: s.id,
            state: st,
            domain,
          });
        }
      }
      continue;
    }
    const pair = two[domain];
    if (!pair) {
      history.push({ entity_id: s.id, state: s.state, last_changed: haTime(changedMs, micro) });
      continue;
    }
    const events: [number, string][] = [];
    let t = changedMs;
    let st = s.state;
    for (let i = 0; i < 10 && t > HA_NOW_MS - 7 * 86_400_000; i++) {
      events.push([t, st]);
      t -= rng.int(40, 14 * 60) * 60_000;
      st = st === "unavailable" ? pair[1] : st === pair[0] ? pair[1] : pair[0];
    }
    for (const [ms, value] of events.reverse()) {
      history.push({ entity_id: s.id, state: value, last_changed: haTime(ms, 0) });
      const dc = s.attrs?.device_class;
      const message =
        value === "unavailable"
          ? "became unavailable"
          : dc === "door" || dc === "window"
            ? value === "on"
              ? "was opened"
              : "was closed"
            : dc === "motion"
              ? value === "on"
                ? "detected motion"
                : "cleared (no motion detected)"
              : `turned ${value}`
                  .replace("turned locked", "was locked")
                  .replace("turned unlocked", "was unlocked");
      logbook.push({ when: haTime(ms, 0), name: s.name, message, entity_id: s.id, state: value, domain });
    }
  }
  history.sort((a, b) => a.last_changed.localeCompare(b.last_changed));
  logbook.sort((a, b) => a.when.localeCompare(b.when));
  cached = { areas: HA_AREAS, states, devices: [...deviceByName.values()], history, logbook, hourly };
  return cached;
}
