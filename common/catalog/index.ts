/** The one catalog (docs/product/pricing.md § The catalog; docs/decisions/003-one-catalog.md). */
export * from "./customizer-add-ons";
export * from "./hand-off";
export * from "./included";
export * from "./money";
export * from "./packages";
export * from "./price-lists";
export * from "./pricing";
export * from "./quote";
export * from "./selection";
export * from "./tiers";
