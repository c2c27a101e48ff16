import type { CustomizerAddOnId } from "#common/catalog/customizer-add-ons";
import { type PackageId, packageById } from "#common/catalog/packages";
import { parseCustomizerAddOns } from "#common/catalog/selection";

export type CustomizerSearch =
  | { found: false; missing: boolean }
  | { found: true; packageId: PackageId; selected: CustomizerAddOnId[]; dropped: string[] };

/**
 * What `/customize-package?package=…&addons=…` asks for. Either
 * id spelling opens the package (docs/product/pricing.md § Package ids); without a package the visitor
 * chooses one; an unknown package is the PACKAGE NOT FOUND screen.
 */
export function readCustomizerSearch(params: URLSearchParams): CustomizerSearch {
  const selectedPackage = packageById(params.get("package"));
  if (!selectedPackage) return { found: false, missing: !params.get("package") };
  const { valid, dropped } = parseCustomizerAddOns(selectedPackage, params.get("addons"));
  return { found: true, packageId: selectedPackage.id, selected: valid, dropped };
}
