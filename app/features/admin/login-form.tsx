import { LockKeyhole } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { FieldError } from "#app/components/form/labelled-fields";
import { PasswordInput } from "#app/components/form/password-input";
import { toast } from "#app/lib/toast/toast-store";
import { storeAdminToken } from "./admin-token";
import { RETURN_PARAM, returnPath } from "./return-to";

const EMPTY_USERNAME = "Please enter your username";
const EMPTY_PASSWORD = "Please enter your password";

/**
 * docs/product/admin-console.md § Login page: username and password (show/hide),
 * 'Authenticating...' while busy, the three toasts, the token kept
 * under adminToken, then /admin.
 */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const usernameId = useId();
  const passwordId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The forms' own messages under each empty field, not the browser's bubble (one error style site-wide).
    const missing = {
      username: username.trim() ? undefined : EMPTY_USERNAME,
      password: password ? undefined : EMPTY_PASSWORD,
    };
    setErrors(missing);
    if (missing.username || missing.password) {
      const first = missing.username ? usernameId : passwordId;
      event.currentTarget.ownerDocument.getElementById(first)?.focus();
      return;
    }
    setBusy(true);
    try {
      const response = await fetch("/api/admin/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        credentials: "include",
        body: JSON.stringify({ username, password }),
      });
      const body = (await response.json().catch(() => ({}))) as { token?: unknown; error?: unknown };
      if (response.ok && typeof body.token === "string") {
        storeAdminToken(body.token);
        toast({ title: "Success", description: "Admin authentication successful", variant: "success" });
        // Back to the page that sent the admin here (a lead's page from an email), else the console.
        navigate(returnPath(params.get(RETURN_PARAM)));
        return;
      }
      toast({
        title: "Authentication Failed",
        description: typeof body.error === "string" && body.error ? body.error : "Invalid credentials",
        variant: "destructive",
      });
    } catch {
      toast({ title: "Error", description: "Failed to authenticate. Please try again.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  const inputClass =
    "w-full rounded-xl border border-ink-600 bg-ink-900 px-4 py-3 text-ink-100 placeholder:text-ink-400 transition focus:border-neon-cyan focus:outline-none focus-visible:outline-2 aria-invalid:border-red-400";

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={busy}>
      <div className="grid gap-2">
        <label
          htmlFor={usernameId}
          className="font-display text-xs font-semibold tracking-[0.2em] text-ink-200 uppercase"
        >
          Username
        </label>
        <input
          id={usernameId}
          name="username"
          autoComplete="username"
          required
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? `${usernameId}-error` : undefined}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          className={inputClass}
        />
        <FieldError id={`${usernameId}-error`} message={errors.username} />
      </div>
      <div className="grid gap-2">
        <label
          htmlFor={passwordId}
          className="font-display text-xs font-semibold tracking-[0.2em] text-ink-200 uppercase"
        >
          Password
        </label>
        <PasswordInput
          id={passwordId}
          name="password"
          autoComplete="current-password"
          required
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${passwordId}-error` : undefined}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className={inputClass}
        />
        <FieldError id={`${passwordId}-error`} message={errors.password} />
      </div>
      <button
        type="submit"
        disabled={busy}
        className="mt-2 inline-flex items-center justify-center gap-2 rounded-xl bg-neon-cyan px-6 py-3.5 font-display font-bold tracking-wide text-ink-950 shadow-[0_0_32px_-8px] shadow-neon-cyan/70 transition hover:bg-neon-lime disabled:cursor-wait disabled:opacity-70"
      >
        <LockKeyhole aria-hidden="true" size={18} />
        {busy ? "Authenticating..." : "Sign In"}
      </button>
    </form>
  );
}
