import "#app/lib/zod-in-browser";
import { KeyRound, LogIn } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { controlClass, describedBy, Field } from "#app/components/form/field";
import { type InvitationLink, InvitationLinkGate } from "#app/components/form/invitation-link-state";
import { NewPasswordFields } from "#app/components/form/new-password-fields";
import { fieldErrorsOf, serverFieldErrors } from "#app/components/form/server-errors";
import { apiRequest, errorMessage } from "#app/lib/api-request";
import { SiteLink } from "#app/lib/style-variant";
import { toast } from "#app/lib/toast/toast-store";
import { ACCOUNT_MESSAGES, setPasswordFormSchema } from "#common/client-area/account";
import type { InvitationInfo, LoginResponse } from "#common/client-area/api";
import { storePortalToken } from "./store-token";

type Invitation = InvitationLink<{ state: "ready"; token: string; info: InvitationInfo }>;

/**
 * The link's token: in the fragment (#token=…, never sent to a server), or in
 * the query string of links sent before the fragment was used.
 */
function tokenOfLink(location: Location): string | null {
  return (
    new URLSearchParams(location.hash.replace(/^#/, "")).get("token") ||
    new URLSearchParams(location.search).get("token")
  );
}

/** The link's token, read after mount (the page is prerendered without it), then checked with the API. */
function useInvitation(): Invitation {
  const [invitation, setInvitation] = useState<Invitation>({ state: "loading" });
  useEffect(() => {
    const token = tokenOfLink(window.location);
    if (!token) {
      setInvitation({ state: "invalid", message: ACCOUNT_MESSAGES.invitation });
      return;
    }
    let live = true;
    // In the body, not the URL: a request line is what access logs keep.
    fetch("/api/portal/invitations/lookup", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token }),
    })
      .then(async (response) => {
        const body = (await response.json().catch(() => ({}))) as Partial<InvitationInfo> & { error?: string };
        if (!live) return;
        if (response.ok) setInvitation({ state: "ready", token, info: body as InvitationInfo });
        else setInvitation({ state: "invalid", message: body.error || ACCOUNT_MESSAGES.invitation });
      })
      .catch(
        () =>
          live &&
          setInvitation({ state: "invalid", message: "The link could not be checked. Please reload the page." }),
      );
    return () => {
      live = false;
    };
  }, []);
  return invitation;
}

function Details({ token, info }: { token: string; info: InvitationInfo }) {
  const navigate = useNavigate();
  const id = useId();
  const [values, setValues] = useState({
    firstName: info.firstName,
    lastName: info.lastName,
    company: info.company ?? "",
    phone: info.phone ?? "",
    password: "",
    confirmPassword: "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const fid = (name: string) => `${id}-${name}`;
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = setPasswordFormSchema.safeParse({ ...values, email: info.email, token });
    if (!parsed.success) {
      const fields = fieldErrorsOf(parsed.error);
      setErrors(fields);
      document.getElementById(fid(Object.keys(fields)[0] ?? ""))?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    const { confirmPassword: _, ...payload } = parsed.data;
    try {
      const { token: session } = await apiRequest<LoginResponse>("/api/portal/invitations/accept", "POST", payload);
      if (!storePortalToken(session)) throw new Error("Please allow this site to store data, then sign in.");
      toast({
        title: "Welcome Aboard!",
        description: "Your password is set and you are signed in.",
        variant: "success",
      });
      navigate("/onboarding");
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toast({
        title: "Password Not Set",
        description: errorMessage(error, "Your password could not be set. Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  const input = (
    name: "firstName" | "lastName" | "company" | "phone",
    label: string,
    autoComplete: string,
    required = false,
  ) => (
    <Field
      id={fid(name)}
      label={label}
      required={required}
      hint={required ? undefined : "Optional"}
      error={errors[name]}
    >
      <input
        id={fid(name)}
        name={name}
        type={name === "phone" ? "tel" : "text"}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={set(name)}
        className={controlClass("dark", errors[name])}
        {...describedBy(fid(name), errors[name], !required)}
      />
    </Field>
  );

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2" aria-busy={busy}>
      <Field id={fid("email")} label="Email" className="sm:col-span-2" hint="The address your invitation was sent to.">
        <input
          id={fid("email")}
          name="email"
          type="email"
          autoComplete="username"
          value={info.email}
          readOnly
          className={`${controlClass("dark")} cursor-default text-ink-300`}
          {...describedBy(fid("email"), undefined, true)}
        />
      </Field>
      {input("firstName", "First name", "given-name", true)}
      {input("lastName", "Last name", "family-name", true)}
      {input("company", "Company", "organization")}
      {input("phone", "Phone", "tel")}
      <NewPasswordFields fieldId={fid} values={values} errors={errors} onChange={set} />
      <button
        type="submit"
        disabled={busy}
        className="mt-2 inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-neon-cyan px-6 font-display font-semibold text-ink-950 shadow-[0_0_32px_-10px] shadow-neon-cyan/80 transition-colors hover:bg-neon-lime disabled:cursor-wait disabled:opacity-70 sm:col-span-2"
      >
        <KeyRound aria-hidden="true" className="size-5" />
        {busy ? "Setting password..." : "Set Password & Sign In"}
      </button>
    </form>
  );
}

/** An invited client checks their details and chooses a password (docs/product/client-area.md § Invitations). */
export function SetPasswordForm() {
  return (
    <InvitationLinkGate
      invitation={useInvitation()}
      advice="Ask your project lead for a new invitation, or sign in if you have already set your password."
      signIn={
        <SiteLink
          to="/portal/login"
          className="inline-flex min-h-12 w-fit items-center gap-2 rounded-full border border-ink-600 px-6 font-display font-semibold text-ink-100 transition-colors hover:border-neon-cyan hover:text-neon-cyan"
        >
          <LogIn aria-hidden="true" className="size-5" />
          Client Sign-in
        </SiteLink>
      }
    >
      {(ready) => <Details token={ready.token} info={ready.info} />}
    </InvitationLinkGate>
  );
}
