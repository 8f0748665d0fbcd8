import { expect, type Page } from "@playwright/test";

export class ChatPage {
  constructor(readonly page: Page) {}

  conversations() {
    return this.page.getByTestId("conversation-item");
  }

  async newConversation() {
    await this.page.getByRole("button", { name: "+ New conversation" }).click();
    await this.page.waitForURL(/\/c\/[^/]+$/);
    return this.conversationId();
  }

  conversationId() {
    const m = this.page.url().match(/\/c\/([^/?#]+)/);
    if (!m) throw new Error(`not on a conversation page: ${this.page.url()}`);
    return m[1];
  }

  /** The sidebar item of the open conversation. */
  active() {
    return this.page.locator(".conv.active");
  }

  async rename(newTitle: string) {
    await this.active()
      .getByRole("button", { name: /^Rename / })
      .click();
    const input = this.page.getByLabel("Conversation title");
    await input.fill(newTitle);
    await input.press("Enter");
    await expect(this.page.getByRole("link", { name: newTitle })).toBeVisible();
  }

  async remove(title: string) {
    this.page.once("dialog", (d) => d.accept());
    await this.page.getByRole("button", { name: `Delete ${title}` }).click();
    await expect(this.page.getByRole("link", { name: title })).toHaveCount(0);
  }

  async ask(text: string) {
    return this.answerTo(() => this.send(text));
  }

  /** Sends a message without waiting for its answer (for a tab whose history other tabs also grow). */
  async send(text: string) {
    await this.page.getByRole("textbox", { name: "Message" }).fill(text);
    await this.page.getByRole("button", { name: "Send" }).click();
  }

  /**
   * Does what brings the next answer (a send, a pick that resumes its question) and returns that
   * answer — pinned by position, so it stays this answer when later ones arrive.
   */
  async answerTo(act: () => Promise<unknown>) {
    const answers = this.page.getByTestId("message-assistant");
    const before = await answers.count();
    await act();
    await expect(answers).toHaveCount(before + 1, { timeout: 45_000 });
    return answers.nth(before);
  }
}
