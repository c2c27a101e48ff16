import { Download, Search, ShieldCheck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { primaryButton, secondaryButton } from "#app/components/form/console-buttons";
import { controlClass, describedBy, Field } from "#app/components/form/field";
import { downloadAdminFile, isUnauthorized } from "#app/features/admin/admin-api";
import { useEndAdminSession } from "#app/features/admin/use-admin-session";
import { errorMessage } from "#app/lib/api-request";
import { toast } from "#app/lib/toast/toast-store";
import { type ErasureResult, privacyLookupSchema } from "#common/privacy/schemas";
import { describeCounts } from "./count-text";
import { EraseDialog } from "./erase-dialog";
import { PersonResults } from "./person-results";
import { PrivacyActionsLog } from "./privacy-actions-log";
import { EXPORT_URL, useErase, usePersonData, useRefreshActions } from "./use-privacy";

function SearchForm({ onSearch }: { onSearch: (email: string) => void }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const inputId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = privacyLookupSchema.safeParse({ email: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onSearch(parsed.data.email);
  }

  return (
    <form
      role="search"
      noValidate
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-[minmax(0,28rem)_auto] sm:items-end"
    >
      <Field id={inputId} label="Email address" error={error} hint="Compared without regard to case.">
        <input
          id={inputId}
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="name@example.com"
          className={controlClass("dark", error)}
          {...describedBy(inputId, error, true)}
        />
      </Field>
      <button type="submit" className={`${primaryButton} sm:mb-[1.625rem] sm:justify-self-start`}>
        <Search aria-hidden="true" size={16} /> Find their data
      </button>
    </form>
  );
}

function ErasedNotice({ email, result }: { email: string; result: ErasureResult }) {
  const kept = Object.keys(result.kept).length > 0;
  return (
    <div
      role="status"
      className="rounded-[var(--radius-card)] border border-neon-lime/40 bg-neon-lime/5 p-4 text-sm sm:p-5"
    >
      <p className="font-display font-bold wrap-anywhere text-neon-lime">Erased everything held about {email}.</p>
      <p className="mt-1 wrap-anywhere text-ink-200">Removed — {describeCounts(result.erased)}.</p>
      {kept && (
        <p className="mt-1 wrap-anywhere text-ink-300">
          Kept for the accounts, with the person removed — {describeCounts(result.kept)}.
        </p>
      )}
    </div>
  );
}

/** /admin/privacy: find, export and erase what is held about one email address. */
export function PrivacyPage() {
  const [email, setEmail] = useState("");
  const [erased, setErased] = useState<{ email: string; result: ErasureResult }>();
  const person = usePersonData(email);
  const erase = useErase();
  const refreshActions = useRefreshActions();
  const { onUnauthorized } = useEndAdminSession();
  const [downloading, setDownloading] = useState(false);
  const data = person.data;

  async function download() {
    setDownloading(true);
    try {
      await downloadAdminFile(EXPORT_URL, "privacy-export.json", { email });
      await refreshActions();
    } catch (error) {
      if (isUnauthorized(error)) onUnauthorized();
      else
        toast({
          title: "Export Failed",
          description: errorMessage(error, "Please try again."),
          variant: "destructive",
        });
    } finally {
      setDownloading(false);
    }
  }

  async function eraseAll() {
    const result = await erase.mutateAsync(email);
    setErased({ email, result });
    await refreshActions();
  }

  return (
    <div className="grid grid-cols-1 gap-10">
      <section aria-labelledby="privacy-search-title" className="grid gap-4">
        <div>
          <h2
            id="privacy-search-title"
            className="inline-flex items-center gap-2 font-display text-xl font-bold text-ink-100"
          >
            <ShieldCheck aria-hidden="true" size={20} className="text-neon-cyan" /> Find a person's data
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-ink-300">
            When someone asks for a copy of their data or for it to be erased, look up the address they wrote from.
            Every lead, mood board, chat conversation, client account and email that names it is listed here.
          </p>
        </div>
        <SearchForm
          onSearch={(next) => {
            setErased(undefined);
            setEmail(next);
          }}
        />
      </section>

      {email !== "" && (
        <section aria-labelledby="privacy-results-title" className="grid min-w-0 gap-5">
          {erased && erased.email === email && <ErasedNotice email={erased.email} result={erased.result} />}
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div className="min-w-0">
              <h2 id="privacy-results-title" className="font-display text-xl font-bold wrap-anywhere text-ink-100">
                {email}
              </h2>
              <p role="status" className="text-sm text-ink-300">
                {person.isPending
                  ? "Searching..."
                  : data && data.total > 0
                    ? `${data.total} ${data.total === 1 ? "row" : "rows"} held in ${
                        Object.values(data.counts).filter((count) => count > 0).length
                      } tables.`
                    : "Nothing is held about this address."}
              </p>
            </div>
            {data && data.total > 0 && (
              <div className="grid w-full gap-2 sm:flex sm:w-auto sm:flex-wrap">
                <button type="button" onClick={download} disabled={downloading} className={secondaryButton}>
                  <Download aria-hidden="true" size={16} /> {downloading ? "Preparing..." : "Download export (JSON)"}
                </button>
                <EraseDialog email={email} total={data.total} onErase={eraseAll} />
              </div>
            )}
          </div>
          {data && data.total > 0 && <PersonResults data={data} />}
        </section>
      )}

      <PrivacyActionsLog />
    </div>
  );
}
