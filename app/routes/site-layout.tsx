import { Outlet } from "react-router";
import { SiteShell } from "../components/layout/site-shell";

/** Layout route: every page but the landing screen sits in the shared shell. */
export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
