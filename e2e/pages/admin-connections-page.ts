import { expect, type Page } from "@playwright/test";

export class AdminConnectionsPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto("/admin/connections");
    await expect(this.page.getByRole("heading", { name: "Connections & capabilities" })).toBeVisible();
  }

  connections() {
    return this.page.getByTestId("connection");
  }

  connection(slug: string) {
    return this.page.locator(`[data-testid="connection"][data-slug="${slug}"]`);
  }

  capability(slug: string, tool: string) {
    return this.connection(slug).locator(`[data-testid="capability"][data-tool="${tool}"]`);
  }

  /** The "Add an MCP server" form, opened. */
  async mcpForm() {
    const form = this.page.getByRole("form", { name: "Add an MCP server" });
    if (!(await form.isVisible())) await this.page.getByText("Add an MCP server", { exact: true }).click();
    await expect(form).toBeVisible();
    return form;
  }

  async addHttpMcp(name: string, url: string, headers: string) {
    const form = await this.mcpForm();
    await form.getByLabel("Server", { exact: true }).selectOption({ label: "Streamable HTTP" });
    await form.getByLabel("Name", { exact: true }).fill(name);
    await form.getByLabel("Server URL").fill(url);
    await form.getByLabel(/^Headers/).fill(headers);
    await form.getByRole("button", { name: "Add MCP server" }).click();
    await expect(this.page.getByTestId("add-mcp-result")).toBeVisible({ timeout: 30_000 });
    return this.page.getByTestId("add-mcp-result");
  }

  /**
   * A registered stdio server, picked by its name; `env` is KEY=VALUE lines (omit it for a server
   * whose registration allows no variables: the form then says it takes no settings).
   */
  async addRegisteredMcp(server: string, name: string, env?: string) {
    const form = await this.mcpForm();
    await form.getByLabel("Server", { exact: true }).selectOption({ label: server });
    await form.getByLabel("Name", { exact: true }).fill(name);
    if (env === undefined) await expect(form.getByTestId("mcp-no-settings")).toBeVisible();
    else await form.getByLabel(/^Environment/).fill(env);
    await form.getByRole("button", { name: "Add MCP server" }).click();
    await expect(this.page.getByTestId("add-mcp-result")).toBeVisible({ timeout: 30_000 });
    return this.page.getByTestId("add-mcp-result");
  }

  async addOpenApi(name: string, baseUrl: string, document: string) {
    await this.page.getByText("Add an OpenAPI source", { exact: true }).click();
    const form = this.page.getByRole("form", { name: "Add an OpenAPI source" });
    await form.getByLabel("Name", { exact: true }).fill(name);
    await form.getByLabel("Base URL").fill(baseUrl);
    await form.getByLabel(/paste the OpenAPI/).fill(document);
    await form.getByRole("button", { name: "Add OpenAPI source" }).click();
    await expect(this.page.getByTestId("add-openapi-result")).toBeVisible({ timeout: 30_000 });
    return this.page.getByTestId("add-openapi-result");
  }

  /** The "Trusted" box of an MCP connection (labelled with the connection's name). */
  trusted(name: string) {
    return this.page.getByRole("checkbox", { name: `Trusted ${name}` });
  }

  /**
   * Approves one excluded tool as read: clicks its "Approve read" button, waits for the server
   * action's answer and for the refreshed row to show it eligible.
   */
  async approveRead(slug: string, tool: string) {
    const row = this.capability(slug, tool);
    const answered = this.page.waitForResponse(
      (r) => r.request().method() === "POST" && !!r.request().headers()["next-action"],
    );
    await row.getByRole("button", { name: `Approve read ${tool}` }).click();
    expect((await answered).ok()).toBe(true);
    await expect(row).toHaveAttribute("data-eligibility", "eligible");
    return row;
  }
}
