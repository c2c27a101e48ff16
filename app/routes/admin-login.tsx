import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { brand } from "../../common/brand";
import { BrandLogo } from "../components/layout/brand-logo";
import { AdminLoginForm } from "../features/admin/login-form";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({ title: "Admin Login", description: `Sign in to the ${brand.name} admin console.`, noindex: true });

/** /admin/login (spec 001 §2 "Admin login"). */
export default function AdminLoginRoute() {
  return (
    <main className="grid min-h-dvh place-items-center px-5 py-12">
      <div className="w-full max-w-md">
        <Link to="/home" aria-label="Home" className="mb-10 inline-block rounded-lg">
          <BrandLogo />
        </Link>
        <div className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/90 p-6 shadow-2xl shadow-black/50 sm:p-8">
          <p className="inline-flex items-center gap-2 font-display text-xs font-semibold tracking-[0.3em] text-neon-lime uppercase">
            <ShieldCheck aria-hidden="true" size={16} /> Restricted area
          </p>
          <h1 className="mt-3 font-display text-3xl font-bold tracking-tight">
            <span className="text-gradient-neon">ADMIN</span> ACCESS
          </h1>
          <p className="mt-2 mb-8 text-sm text-ink-300">Sign in to review leads, reservations and audits.</p>
          <AdminLoginForm />
        </div>
        <p className="mt-6 text-center text-xs text-ink-400">Sessions end after 12 hours or when you sign out.</p>
      </div>
    </main>
  );
}
