import { CustomizerPage } from "./customizer-page";
import type { CustomizerSearch } from "./customizer-search";
import { PackageChooser } from "./package-chooser";
import { PackageNotFound } from "./package-not-found";

/** What /customize-package shows for its address: the customizer, the packages to choose from, or PACKAGE NOT FOUND. */
export function CustomizePackageTool({ search }: { search: CustomizerSearch }) {
  if (!search.found) return search.missing ? <PackageChooser /> : <PackageNotFound />;
  return <CustomizerPage packageId={search.packageId} initialSelection={search.selected} dropped={search.dropped} />;
}
