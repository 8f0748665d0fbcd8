import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown } from "./markdown";

const html = (text: string) => renderToStaticMarkup(createElement(Markdown, { text }));

describe("answer markdown", () => {
  it("renders emphasis and lists as elements, not literal markers", () => {
    const out = html(
      "From the knowledge base:\n- You have **30 days** to return [Returns › Window]\n- _Free_ for members",
    );
    expect(out).toContain("<strong>30 days</strong>");
    expect(out).toContain("<em>Free</em>");
    expect(out).toMatch(/<ul>\s*<li>/);
    expect(out).not.toContain("**");
    // A bracketed citation without a link definition stays text.
    expect(out).toContain("[Returns › Window]");
  });

  it("drops raw HTML, inline and block", () => {
    const out = html(
      'Hello <script>alert(1)</script> <b onclick="x()">bold</b>\n\n<div><img src=x onerror=alert(1)></div>\n\n<iframe src="https://evil.test"></iframe>',
    );
    expect(out).not.toMatch(/<script|<b\b|<div><img|<iframe|onerror|onclick/i);
    expect(out).toContain("Hello");
  });

  it("never loads an image: a remote image becomes a link with its alt text", () => {
    const out = html("See ![tracking pixel](https://evil.test/p.png) and ![](https://evil.test/q.png)");
    expect(out).not.toContain("<img");
    expect(out).toContain('<a href="https://evil.test/p.png" target="_blank" rel="noopener noreferrer"');
    expect(out).toContain(">tracking pixel</a>");
    expect(out).toContain(">image</a>");
  });

  it("opens links in a new tab with noopener noreferrer, autolinks included", () => {
    const out = html("Read [the terms](https://acme.example/terms) or https://acme.example/faq");
    const links = out.match(/<a [^>]*>/g) ?? [];
    expect(links).toHaveLength(2);
    for (const a of links) {
      expect(a).toContain('target="_blank"');
      expect(a).toContain('rel="noopener noreferrer"');
    }
  });

  it("neutralises script URLs", () => {
    const out = html("[click](javascript:alert(1)) ![x](javascript:alert(2)) [d](data:text/html,hi)");
    expect(out).not.toMatch(/javascript:|data:text/i);
  });
});
