import {
  Activity,
  BrainCircuit,
  ChartColumn,
  Fingerprint,
  Inbox,
  LogOut,
  Mail,
  Newspaper,
  ShieldCheck,
  UserCog,
  Users,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useLocation } from "react-router";
import { adminRequest } from "../admin-api";
import { useEndAdminSession } from "../use-admin-session";
import { useSignedInAdmin } from "../use-signed-in-admin";
import { useAdminStats } from "./stat-cards";

const buttonBase =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border px-3 font-display text-xs font-semibold transition sm:px-4 sm:text-sm";
const idle = `${buttonBase} border-ink-600 text-ink-100 hover:border-neon-cyan hover:text-neon-cyan`;
/** The page the admin is on: filled, and `aria-current` for assistive technology. */
const current = `${buttonBase} border-neon-cyan bg-neon-cyan text-ink-950`;

interface Destination {
  to: string;
  label: string;
  icon: typeof Inbox;
  /** Is the admin on this destination (or a page under it)? */
  isHere: (path: string) => boolean;
  ownerOnly?: boolean;
}

/** The console's pages, in one order on every page, the current one marked (docs/product/admin-console.md § Header). */
const DESTINATIONS: readonly Destination[] = [
  {
    to: "/admin",
    label: "Lead Console",
    icon: Inbox,
    isHere: (path) => path === "/admin" || path.startsWith("/admin/leads/"),
  },
  { to: "/admin/clients", label: "Clients", icon: Users, isHere: (path) => path.startsWith("/admin/clients") },
  { to: "/admin/emails", label: "Emails", icon: Mail, isHere: (path) => path.startsWith("/admin/emails") },
  {
    to: "/admin/newsletter",
    label: "Newsletter",
    icon: Newspaper,
    isHere: (path) => path.startsWith("/admin/newsletter"),
  },
  {
    to: "/admin/analytics",
    label: "Analytics",
    icon: ChartColumn,
    isHere: (path) => path.startsWith("/admin/analytics"),
  },
  {
    to: "/admin/users",
    label: "Admin users",
    icon: UserCog,
    isHere: (path) => path.startsWith("/admin/users"),
    ownerOnly: true,
  },
  {
    to: "/admin/privacy",
    label: "Personal data",
    icon: Fingerprint,
    isHere: (path) => path.startsWith("/admin/privacy"),
  },
  {
    to: "/admin/dashboard",
    label: "Neural Management Hub",
    icon: BrainCircuit,
    isHere: (path) => path.startsWith("/admin/dashboard"),
  },
];

/**
 * docs/product/admin-console.md § Header: ADMIN CONTROL, the console's pages (Neural Management Hub →
 * /admin/dashboard among them) in one order on every page with the current one marked, System Analytics
 * (scrolls to top) and Secure Logout (POST logout, then the token goes and the admin returns to sign-in even
 * if the call fails). Two columns of compact buttons on a phone, a row from 640 px.
 */
export function AdminHeader({ title = "ADMIN CONTROL", subtitle }: { title?: string; subtitle: string }) {
  const { signOut } = useEndAdminSession();
  const [leaving, setLeaving] = useState(false);
  // Who is signed in; only an owner sees "Admin users" (docs/product/admin-console.md § Admin users).
  const me = useSignedInAdmin().data;
  const path = useLocation().pathname;
  const stats = useAdminStats().data;
  // Badges: unread client messages beside Clients, failed emails beside Emails (docs/product/admin-console.md § Header).
  const badges: Record<string, ReactNode> = {
    "/admin/clients": (stats?.unreadClientMessages ?? 0) > 0 && (
      <span className="rounded-full bg-neon-magenta px-2 py-0.5 text-xs font-bold text-white tabular-nums">
        {stats?.unreadClientMessages}
        <span className="sr-only"> unread {stats?.unreadClientMessages === 1 ? "message" : "messages"}</span>
      </span>
    ),
    "/admin/emails": (stats?.failedEmails ?? 0) > 0 && (
      <span className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-ink-950 tabular-nums">
        {stats?.failedEmails}
        <span className="sr-only"> failed</span>
      </span>
    ),
  };

  async function logout() {
    setLeaving(true);
    try {
      await adminRequest("/api/admin/logout", "POST");
    } catch {
      // §7: sign out locally whatever the server said.
    }
    signOut();
  }

  return (
    <header className="flex flex-col gap-6 border-b border-ink-800 pb-8 lg:flex-row lg:items-end lg:justify-between">
      <div>
        <p className="inline-flex items-center gap-2 font-display text-xs font-semibold tracking-[0.3em] text-neon-lime uppercase">
          <ShieldCheck aria-hidden="true" size={16} /> Secure session
        </p>
        <h1 className="mt-3 font-display text-4xl font-bold tracking-tight sm:text-5xl">
          <span className="text-gradient-neon">{title}</span>
        </h1>
        <p className="mt-2 text-ink-300">{subtitle}</p>
        {me && (
          <p className="mt-3 text-sm text-ink-400">
            Signed in as <strong className="font-semibold wrap-anywhere text-ink-100">{me.username}</strong> · {me.role}
          </p>
        )}
      </div>
      <nav aria-label="Admin" className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap lg:justify-end">
        {DESTINATIONS.filter((destination) => !destination.ownerOnly || me?.role === "owner").map(
          ({ to, label, icon: Icon, isHere }) => {
            const here = isHere(path);
            return (
              <Link key={to} to={to} aria-current={here ? "page" : undefined} className={here ? current : idle}>
                <Icon aria-hidden="true" size={18} className="shrink-0" />
                {label}
                {badges[to]}
              </Link>
            );
          },
        )}
        <button
          type="button"
          onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
          className={`${buttonBase} border-ink-600 text-ink-100 hover:border-neon-lime hover:text-neon-lime`}
        >
          <Activity aria-hidden="true" size={18} /> System Analytics
        </button>
        <button
          type="button"
          onClick={logout}
          disabled={leaving}
          className={`${buttonBase} border-rose-300/50 text-rose-200 hover:bg-rose-300 hover:text-ink-950 disabled:opacity-60`}
        >
          <LogOut aria-hidden="true" size={18} /> Secure Logout
        </button>
      </nav>
    </header>
  );
}
