import { useStyleVariant } from "#app/lib/style-variant";
import { DarkContact } from "./dark-contact";
import { LightContact } from "./light-contact";

/** The contact page's tool in the face of the address: the light page with `?style=conservative`. */
export function ContactTool() {
  return useStyleVariant() === "conservative" ? <LightContact /> : <DarkContact />;
}
