/*
 * Next declares `*.module.css` in next-env.d.ts, which `next dev`/`next build` generate and git
 * ignores, so a bare `tsc --noEmit` on a clean checkout could not resolve these imports. Each file is
 * declared by name (not the `*.module.css` wildcard) so this never clashes with Next's declaration.
 */
declare module "*/selectable-table.module.css" {
  const classes: { readonly [key: string]: string };
  export default classes;
}
declare module "*/cell-value.module.css" {
  const classes: { readonly [key: string]: string };
  export default classes;
}
declare module "*/cards.module.css" {
  const classes: { readonly [key: string]: string };
  export default classes;
}
