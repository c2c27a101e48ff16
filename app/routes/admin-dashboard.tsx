import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { brand } from "#common/brand";
import { AdminGuard } from "../features/admin/admin-guard";
import { LeadOverview } from "../features/admin/dashboard/lead-overview";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({ title: "Neural Management Hub", description: `The ${brand.name} lead overview.`, noindex: true });

/** /admin/dashboard: the Neural Management Hub, an overview of the newest leads of every kind. */
export default function AdminDashboardRoute() {
  return (
    <AdminGuard>
      <main className="container-page grid grid-cols-1 gap-8 py-10 sm:py-14">
        <header className="flex flex-col gap-4 border-b border-ink-800 pb-8 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="font-display text-xs font-semibold tracking-[0.3em] text-neon-lime uppercase">
              Admin control
            </p>
            <h1 className="mt-3 font-display text-4xl font-bold tracking-tight sm:text-5xl">
              <span className="text-gradient-neon">Neural Management Hub</span>
            </h1>
            <p className="mt-2 text-ink-300">The newest leads of every kind, at a glance.</p>
          </div>
          <Link
            to="/admin"
            className="inline-flex min-h-11 items-center gap-2 self-start rounded-xl border border-ink-600 px-4 font-display text-sm font-semibold text-ink-100 transition hover:border-neon-cyan hover:text-neon-cyan sm:self-auto"
          >
            <ArrowLeft aria-hidden="true" size={18} /> Back to console
          </Link>
        </header>
        <LeadOverview />
      </main>
    </AdminGuard>
  );
}
