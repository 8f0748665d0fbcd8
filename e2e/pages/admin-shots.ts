import type { Page } from "@playwright/test";
import { SHOTS } from "../fixtures";

/**
 * A screenshot of the whole admin page. The admin shell scrolls inside `.admin-main`, so a
 * `fullPage` shot would stop at the viewport: grow the viewport to the content first.
 */
export async function adminShot(page: Page, name: string) {
  const before = page.viewportSize() ?? { width: 1280, height: 720 };
  const height = await page.evaluate(() => (document.querySelector(".admin-main")?.scrollHeight ?? 720) + 70);
  await page.setViewportSize({ width: 1440, height: Math.min(Math.max(height, 800), 6000) });
  await page.screenshot({ path: `${SHOTS}/admin-${name}.png` });
  await page.setViewportSize(before);
}
