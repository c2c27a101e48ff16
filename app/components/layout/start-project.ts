/**
 * Where a new visitor starts, and what the call to action says, wherever the site offers it without a
 * specification of its own (docs/product/public-site.md § Start your project): the client intake, as the home
 * page's own "Start Your Project" does.
 */
export const START_PROJECT = { label: "Start Your Project", href: "/client-intake" } as const;
