/** The address of the static pages' script (scripts/static-shell/vite-plugin.ts): on the server only. */
declare module "virtual:static-shell-script" {
  const address: string;
  export default address;
}
