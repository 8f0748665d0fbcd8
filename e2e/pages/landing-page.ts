import { expect, type Page } from "@playwright/test";

/** The chat home without a conversation: a focused composer, examples below it. */
export class LandingPage {
  constructor(readonly page: Page) {}

  heading() {
    return this.page.getByRole("heading", { name: "What would you like to know?" });
  }

  composer() {
    return this.page.getByRole("textbox", { name: "Message" });
  }

  examples() {
    return this.page.getByRole("region", { name: "Examples" }).getByRole("button");
  }

  /** Opens the home page; the composer takes focus once it works (after hydration). */
  async open() {
    await this.page.goto("/");
    await expect(this.heading()).toBeVisible();
    await expect(this.composer()).toBeFocused();
  }

  /** Types as a person does (into the focused composer, no click) and sends with Enter. */
  async typeAndSend(text: string) {
    await this.page.keyboard.type(text);
    await this.page.keyboard.press("Enter");
    await this.page.waitForURL(/\/c\/[^/]+$/);
    const m = this.page.url().match(/\/c\/([^/?#]+)/);
    if (!m) throw new Error(`not on a conversation page: ${this.page.url()}`);
    return m[1];
  }
}
