import type { Page } from "@playwright/test";
import { storedRow } from "../fixtures";
import { AdminSettingsPage } from "./admin-settings-page";

type Mode = "classic" | "shadow" | "capability";

/** The acme tenant's stored planner mode (null: none stored, the default). */
export function savedMode(): Mode | null {
  const tenant = storedRow("select id from Tenant where slug = 'acme'")?.id;
  const v = storedRow(
    "select value from AppSetting where tenantId = ? and key = 'agent.planner.mode'",
    String(tenant),
  )?.value;
  return v === undefined ? null : (JSON.parse(String(v)) as Mode);
}

/**
 * Runs a journey on the capability planner: a suite run may have left the tenant on another mode,
 * which is switched back afterwards (`journey` names the journey in the mode history's reasons).
 */
export async function withCapabilityMode(admin: Page, journey: string, body: () => Promise<void>) {
  const before = savedMode();
  const settings = new AdminSettingsPage(admin);
  if (before !== null && before !== "capability") {
    await settings.goto();
    await settings.switchTo("capability", `${journey} journey runs on the capability planner`);
  }
  try {
    await body();
  } finally {
    if (before !== null && before !== "capability") {
      await settings.goto();
      await settings.switchTo(before, `${journey} journey done: back to the previous mode`);
    }
  }
}
