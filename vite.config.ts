import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Canonical origin for prerendered pages, sitemap.xml and robots.txt (app/lib/site-url.ts):
  // prerendering runs before any server, so PUBLIC_SITE_URL is fixed at build time.
  define: {
    "import.meta.env.VITE_PUBLIC_SITE_URL": JSON.stringify(
      process.env.PUBLIC_SITE_URL ?? process.env.VITE_PUBLIC_SITE_URL ?? "http://localhost:3000",
    ),
  },
  build: {
    target: "es2022",
    assetsInlineLimit: 0,
  },
});
