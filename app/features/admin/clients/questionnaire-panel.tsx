import { ClipboardList } from "lucide-react";
import { ExpandableText } from "#app/components/ui/expandable-text";
import type { AdminClientDetail } from "#common/client-area/admin-records";
import { type QuestionnaireAnswerRow, questionnaireAnswerSections } from "#common/client-area/questionnaire-answers";
import { formatDate, safeHttpUrl } from "../format";

const panel = "rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/80 p-5 sm:p-6";

/** One answer as text; lists as chips, the website as a link. Client text is a React text child, never HTML. */
function Answer({ row }: { row: QuestionnaireAnswerRow }) {
  const { answer } = row;
  if (answer === null) return <span className="text-ink-400 italic">Not answered</span>;
  if (Array.isArray(answer)) {
    return (
      <ul className="flex flex-wrap gap-1.5">
        {answer.map((item) => (
          <li key={item} className="rounded-full border border-ink-600 bg-ink-800 px-2.5 py-0.5 text-xs text-ink-100">
            {item}
          </li>
        ))}
      </ul>
    );
  }
  const link = row.field === "currentWebsite" ? safeHttpUrl(answer) : null;
  if (link) {
    return (
      <a
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        title={answer}
        className="line-clamp-3 break-all underline decoration-ink-600 underline-offset-2 hover:text-neon-cyan"
      >
        {answer}
      </a>
    );
  }
  return <ExpandableText text={answer} lines={4} className="whitespace-pre-line" />;
}

/**
 * The client's onboarding questionnaire, question by question under the
 * form's own sections and labels (common/client-area/questionnaire.ts).
 */
export function QuestionnairePanel({ detail }: { detail: AdminClientDetail }) {
  const { answers, submittedAt } = detail.questionnaire;
  return (
    <section aria-labelledby="questionnaire-title" className={`${panel} grid gap-4`}>
      <div className="grid gap-1">
        <h2
          id="questionnaire-title"
          className="inline-flex items-center gap-2 font-display text-xl font-bold text-ink-100"
        >
          <ClipboardList aria-hidden="true" size={20} className="text-neon-magenta" /> Onboarding questionnaire
        </h2>
        <p className="text-sm text-ink-400">{answers ? `Submitted ${formatDate(submittedAt)}` : "Not submitted yet"}</p>
      </div>
      {answers &&
        questionnaireAnswerSections(answers).map((section) => (
          <div key={section.title} className="grid gap-2 border-t border-ink-700 pt-4">
            <h3 className="font-display text-xs font-semibold tracking-[0.18em] text-ink-300 uppercase">
              {section.title}
            </h3>
            <dl className="grid gap-3 text-sm">
              {section.rows.map((row) => (
                <div key={row.field} className="grid min-w-0 gap-0.5">
                  <dt className="text-ink-400">{row.label}</dt>
                  <dd className="text-ink-100">
                    <Answer row={row} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
    </section>
  );
}
