import { Outlet } from "react-router";
import { SiteShell } from "../components/layout/site-shell";
import { ChatLauncher } from "../features/chat/chat-launcher";

/** Layout route: every page but the landing screen sits in the shared shell. */
export default function SiteLayout() {
  return (
    <SiteShell widgets={<ChatLauncher />}>
      <Outlet />
    </SiteShell>
  );
}
