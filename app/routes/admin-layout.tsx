import { Outlet } from "react-router";
import { QueryProvider } from "../lib/query-provider";

/**
 * Layout of the admin pages: no marketing chrome, the tab's query client (kept
 * across admin pages, so going from the console to the dashboard and back
 * does not refetch everything). Admin pages are server-rendered empty (never
 * prerendered) and fetch their data in the browser only, so no admin data
 * reaches the HTML.
 */
export default function AdminLayout() {
  return (
    <QueryProvider>
      <div className="min-h-dvh bg-ink-950 bg-[radial-gradient(60rem_32rem_at_95%_-10%,rgb(34_228_255/0.09),transparent_60%),radial-gradient(40rem_28rem_at_-5%_105%,rgb(182_255_59/0.06),transparent_60%)]">
        <Outlet />
      </div>
    </QueryProvider>
  );
}
