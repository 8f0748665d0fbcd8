import { expect, type Page } from "@playwright/test";

export class AdminSettingsPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto("/admin/settings");
    await expect(this.page.getByRole("heading", { name: "Planner mode", level: 1 })).toBeVisible();
  }

  currentMode() {
    return this.page.getByTestId("current-mode");
  }

  history() {
    return this.page.getByTestId("mode-history").locator("tbody tr");
  }

  /** Chooses a mode, writes the reason and saves; resolves once the page confirms it. */
  async switchTo(mode: "classic" | "shadow" | "capability", reason: string) {
    const form = this.page.getByRole("form", { name: "Change planner mode" });
    await form.getByRole("radio", { name: new RegExp(`^${mode}`) }).check();
    await form.getByLabel("Reason for the change").fill(reason);
    await form.getByRole("button", { name: "Save mode" }).click();
    await expect(this.page.getByTestId("mode-result")).toContainText(`Planner mode set to ${mode}`);
    await expect(this.currentMode()).toContainText(mode);
  }
}
