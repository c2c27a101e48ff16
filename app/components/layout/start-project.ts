/**
 * Where a new visitor starts, and what the call to action says, everywhere the site offers it — rail, menu,
 * both faces' heroes and closing calls to action (docs/product/public-site.md § Start your project): one label,
 * one destination, the project start at /client-intake.
 */
export const START_PROJECT = { label: "Start Your Project", href: "/client-intake" } as const;
