/** The one catalog (DECISIONS § Pricing "One source of truth"). */
export * from "./customizer-add-ons";
export * from "./hand-off";
export * from "./money";
export * from "./packages";
export * from "./pricing";
export * from "./quote";
export * from "./selection";
export * from "./tiers";
