import { expect, type Page } from "@playwright/test";

export type CriterionId =
  | "golden"
  | "safe_proposals"
  | "eligible_turns"
  | "live_data"
  | "shadow_calls"
  | "divergences_reviewed";

export class AdminGatePage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto("/admin/planner/gate");
    await expect(this.page.getByRole("heading", { name: "Promotion gate", level: 1 })).toBeVisible();
  }

  criterion(id: CriterionId) {
    return this.page.getByTestId(`criterion-${id}`);
  }

  figure(id: CriterionId) {
    return this.criterion(id).getByTestId("criterion-figure");
  }

  /** Green or red, as the page states it for assistive technology. */
  async isGreen(id: CriterionId) {
    return (await this.criterion(id).getAttribute("class"))?.includes(" ok") ?? false;
  }

  promoteButton() {
    return this.page.getByRole("button", { name: "Promote to capability", exact: true });
  }

  async runGolden() {
    await this.page.getByRole("button", { name: "Run golden scenarios" }).click();
    await expect(this.page.getByTestId("golden-result")).toBeVisible({ timeout: 50_000 });
    return (await this.page.getByTestId("golden-result").textContent()) ?? "";
  }

  async forcePromote(reason: string) {
    await this.page.getByRole("button", { name: "Force promote…" }).click();
    const form = this.page.getByRole("form", { name: "Force promotion" });
    await form.getByLabel(/Written reason/).fill(reason);
    await form.getByRole("button", { name: "Force promote to capability" }).click();
    await expect(this.page.getByTestId("gate-result")).toContainText("Forced promotion recorded");
  }

  async rollback() {
    await this.page.getByRole("button", { name: "Rollback to classic" }).click();
    await expect(this.page.getByTestId("gate-result")).toContainText("Rolled back");
  }
}
