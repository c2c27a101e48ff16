import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** The route table, in the order of spec 000 §2. */
export default [index("routes/landing.tsx"), route("*", "routes/not-found.tsx")] satisfies RouteConfig;
