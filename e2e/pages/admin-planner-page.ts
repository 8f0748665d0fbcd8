import { expect, type Locator, type Page } from "@playwright/test";

export class AdminPlannerPage {
  constructor(readonly page: Page) {}

  async goto(days?: 1 | 7 | 30) {
    await this.page.goto(`/admin/planner${days ? `?days=${days}` : ""}`);
    await expect(this.page.getByRole("heading", { name: "Shadow reports", level: 1 })).toBeVisible();
  }

  /** The figure of one stat card, by its label. */
  stat(label: string): Locator {
    return this.page
      .getByTestId("planner-stats")
      .locator("div", { has: this.page.getByText(label, { exact: true }) })
      .locator("dd")
      .first();
  }

  divergences() {
    return this.page.getByTestId("divergence");
  }

  shadowTurn(question: string) {
    return this.page.getByTestId("shadow-turn").filter({ hasText: question }).first();
  }
}
