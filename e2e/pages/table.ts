import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Page object for one table artifact (components/artifacts/selectable-table): locators by
 * data-testid and ARIA role, and helpers that wait on what the user sees, never on time.
 */
export class ArtifactTable {
  constructor(
    readonly page: Page,
    readonly root: Locator,
  ) {}

  /** The last table in the conversation (or in `scope`, e.g. one assistant message). */
  static last(page: Page, scope: Locator | Page = page) {
    return new ArtifactTable(page, scope.getByTestId("artifact-table").last());
  }

  static byId(page: Page, artifactId: string) {
    return new ArtifactTable(
      page,
      page.locator(`[data-testid=artifact-table][data-artifact-id="${artifactId}"]`),
    );
  }

  async id() {
    const id = await this.root.getAttribute("data-artifact-id");
    if (!id) throw new Error("artifact table without data-artifact-id");
    return id;
  }

  /** Waits until the stored rows arrived and the grid rendered (data-state=ready). */
  async ready() {
    await expect(this.root).toHaveAttribute("data-state", "ready");
    await expect(this.grid()).toBeVisible();
    return this;
  }

  grid() {
    return this.root.getByRole("grid");
  }
  rows() {
    return this.root.getByTestId("artifact-row");
  }
  row(index: number | string) {
    return this.root.locator(`[data-testid=artifact-row][data-row-index="${index}"]`);
  }
  /** The first rendered row whose text contains `text`. */
  rowWith(text: string | RegExp) {
    return this.rows().filter({ hasText: text }).first();
  }
  filter() {
    return this.root.getByTestId("artifact-filter");
  }
  count() {
    return this.root.getByTestId("artifact-count");
  }
  selectButton() {
    return this.root.getByTestId("artifact-select-button");
  }
  saved() {
    return this.root.getByTestId("artifact-saved");
  }
  scroller() {
    // The grid's scroll container: the element the virtualizer listens to.
    return this.grid().locator("xpath=..");
  }
  sortButton(label: string) {
    return this.root.getByRole("columnheader", { name: label }).getByRole("button");
  }
  columnHeader(label: string) {
    return this.root.getByRole("columnheader", { name: label });
  }

  async renderedRowCount() {
    return this.rows().count();
  }

  /** Stored row index of a rendered row (the identity the server resolves a selection by). */
  async indexOf(row: Locator) {
    const v = await row.getAttribute("data-row-index");
    if (v === null) throw new Error("row without data-row-index");
    return Number(v);
  }

  /** Texts of the rendered cells of a row, in column order (the select cell excluded). */
  async cellTexts(row: Locator) {
    return row.locator("td:not(:has(input))").allInnerTexts();
  }

  /** Index of a column by its header label, among data columns (the select column excluded). */
  async columnIndex(label: string) {
    const labels = await this.root.locator("thead tr").first().locator("th button").allInnerTexts();
    const i = labels.findIndex((l) => l.replace(/[↑↓↕]/g, "").trim() === label);
    if (i < 0) throw new Error(`no column ${label} in ${labels.join(", ")}`);
    return i;
  }

  /** Scrolls the virtualized body to its end with the mouse wheel's effect (scrollTop), no sleeps. */
  async scrollTo(position: "end" | "start") {
    await this.scroller().evaluate((el, pos) => {
      el.scrollTop = pos === "end" ? el.scrollHeight : 0;
      el.dispatchEvent(new Event("scroll"));
    }, position);
  }

  /** Clicks a row's radio or checkbox. */
  async check(row: Locator) {
    await row.locator("input[type=radio], input[type=checkbox]").check();
  }

  /** Confirms the selection and waits for the table's own "Selected: …" confirmation. */
  async confirm() {
    await this.selectButton().click();
    await expect(this.saved()).toBeVisible();
  }
}
