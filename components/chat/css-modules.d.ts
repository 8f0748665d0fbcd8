/* See components/artifacts/css-modules.d.ts: each CSS module is declared by name for a bare `tsc`. */
declare module "*/choice-buttons.module.css" {
  const classes: { readonly [key: string]: string };
  export default classes;
}
declare module "*/markdown.module.css" {
  const classes: { readonly [key: string]: string };
  export default classes;
}
declare module "*/new-chat.module.css" {
  const classes: { readonly [key: string]: string };
  export default classes;
}
declare module "*/source-panel.module.css" {
  const classes: { readonly [key: string]: string };
  export default classes;
}
