import { Activity, BrainCircuit, Fingerprint, Inbox, LogOut, Mail, ShieldCheck, UserCog, Users } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { adminRequest } from "../admin-api";
import { useEndAdminSession } from "../use-admin-session";
import { useSignedInAdmin } from "../use-signed-in-admin";
import { useAdminStats } from "./stat-cards";

const buttonBase =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border px-4 font-display text-sm font-semibold transition";

/**
 * docs/product/admin-console.md § Header: ADMIN CONTROL with Neural Management Hub (→ /admin/dashboard),
 * System Analytics (scrolls to top) and Secure Logout (POST logout, then the
 * token goes and the admin returns to sign-in even if the call fails, §7).
 */
export function AdminHeader({ title = "ADMIN CONTROL", subtitle }: { title?: string; subtitle: string }) {
  const { signOut } = useEndAdminSession();
  const [leaving, setLeaving] = useState(false);
  // Who is signed in; only an owner sees "Admin users" (docs/product/admin-console.md § Admin users).
  const me = useSignedInAdmin().data;
  const onUsersPage = useLocation().pathname.startsWith("/admin/users");
  // Client tools beside the lead console; the badge counts unread messages (docs/product/admin-console.md § Header).
  const onClientPages = useLocation().pathname.startsWith("/admin/clients");
  const stats = useAdminStats().data;
  const unread = stats?.unreadClientMessages ?? 0;
  // The outbox's failed emails, beside the link to them (docs/product/admin-console.md § Emails).
  const failedEmails = stats?.failedEmails ?? 0;
  const onEmailsPage = useLocation().pathname.startsWith("/admin/emails");
  // A person's data on request, for every admin (docs/product/admin-console.md § Personal data).
  const onPrivacyPage = useLocation().pathname.startsWith("/admin/privacy");

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
      <nav aria-label="Admin" className="grid gap-2 sm:flex sm:flex-wrap">
        {onClientPages || onEmailsPage || onUsersPage || onPrivacyPage ? (
          <Link
            to="/admin"
            className={`${buttonBase} border-ink-600 text-ink-100 hover:border-neon-cyan hover:text-neon-cyan`}
          >
            <Inbox aria-hidden="true" size={18} /> Lead Console
          </Link>
        ) : null}
        {onClientPages ? null : (
          <Link
            to="/admin/clients"
            className={`${buttonBase} border-neon-lime/50 bg-neon-lime/10 text-neon-lime hover:bg-neon-lime hover:text-ink-950`}
          >
            <Users aria-hidden="true" size={18} /> Clients
            {unread > 0 && (
              <span className="rounded-full bg-neon-magenta px-2 py-0.5 text-xs font-bold text-white tabular-nums">
                {unread}
                <span className="sr-only"> unread {unread === 1 ? "message" : "messages"}</span>
              </span>
            )}
          </Link>
        )}
        {onEmailsPage ? null : (
          <Link
            to="/admin/emails"
            className={`${buttonBase} border-ink-600 text-ink-100 hover:border-neon-cyan hover:text-neon-cyan`}
          >
            <Mail aria-hidden="true" size={18} /> Emails
            {failedEmails > 0 && (
              <span className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-ink-950 tabular-nums">
                {failedEmails}
                <span className="sr-only"> failed</span>
              </span>
            )}
          </Link>
        )}
        {me?.role === "owner" && !onUsersPage && (
          <Link
            to="/admin/users"
            className={`${buttonBase} border-ink-600 text-ink-100 hover:border-neon-cyan hover:text-neon-cyan`}
          >
            <UserCog aria-hidden="true" size={18} /> Admin users
          </Link>
        )}
        {onPrivacyPage ? null : (
          <Link
            to="/admin/privacy"
            className={`${buttonBase} border-ink-600 text-ink-100 hover:border-neon-cyan hover:text-neon-cyan`}
          >
            <Fingerprint aria-hidden="true" size={18} /> Personal data
          </Link>
        )}
        <Link
          to="/admin/dashboard"
          className={`${buttonBase} border-neon-cyan/50 bg-neon-cyan/10 text-neon-cyan hover:bg-neon-cyan hover:text-ink-950`}
        >
          <BrainCircuit aria-hidden="true" size={18} /> Neural Management Hub
        </Link>
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
