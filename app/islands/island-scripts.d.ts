/** The address of each island's script (scripts/islands/vite-plugin.ts): on the server only. */
declare module "virtual:island-scripts" {
  const addresses: Record<string, string>;
  export default addresses;
  /** In development only: the module to load before an island's sources. */
  export const devPreamble: string | undefined;
}
