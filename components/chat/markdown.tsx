import type { ComponentProps } from "react";
import ReactMarkdown, { defaultUrlTransform, type Options } from "react-markdown";
import remarkGfm from "remark-gfm";
import styles from "./markdown.module.css";

/**
 * How answer text is rendered (issue 14 item 4). Answers quote tool output and documents, which
 * nobody here wrote, so:
 *   - raw HTML in the text is dropped (`skipHtml`), never parsed — there is no rehype-raw;
 *   - images are never loaded (a remote image would leak the reader's visit and is refused by the
 *     CSP's img-src anyway): an image becomes a link with its alt text;
 *   - links open in a new tab with rel="noopener noreferrer"; URLs pass react-markdown's default
 *     transform, which keeps only http(s), mailto, tel and relative URLs (no `javascript:`).
 * Nothing here adds inline scripts or styles, so the nonce-based CSP is untouched.
 */
export const MARKDOWN_OPTIONS = {
  remarkPlugins: [remarkGfm],
  skipHtml: true,
  urlTransform: defaultUrlTransform,
  components: {
    a: ({ node: _node, href, children, ...rest }: ComponentProps<"a"> & { node?: unknown }) =>
      href ? (
        <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        <span>{children}</span>
      ),
    img: ({ src, alt }: ComponentProps<"img"> & { node?: unknown }) => {
      const label = alt?.trim() || "image";
      return typeof src === "string" && src ? (
        <a href={src} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      ) : (
        <span>{label}</span>
      );
    },
  },
} satisfies Options;

export function Markdown({ text }: { text: string }) {
  return (
    <div className={styles.markdown} data-testid="markdown">
      <ReactMarkdown {...MARKDOWN_OPTIONS}>{text}</ReactMarkdown>
    </div>
  );
}
