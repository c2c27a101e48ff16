import { FolderClock, Megaphone, StickyNote } from "lucide-react";
import { ExpandableText } from "#app/components/ui/expandable-text";
import { CtaLink } from "#app/features/marketing-ui/cta-link";
import { formatDate } from "../format";
import { CurrentMilestoneCard, card, ProjectDashboard } from "./dashboard-parts";
import type { PortalContent } from "./portal-content";

/** The signed-in Dashboard: the project at a glance, with the team's updates and shared notes. */
export function SignedInDashboard({ content }: { content: PortalContent }) {
  const { project } = content;
  if (!project) {
    return (
      <div className={`${card} grid place-items-center px-6 py-14 text-center`}>
        <span className="grid size-14 place-content-center rounded-2xl bg-ink-800 text-neon-cyan">
          <FolderClock aria-hidden="true" className="size-7" />
        </span>
        <h2 className="mt-5 font-display text-2xl font-bold text-white">Your project is being set up</h2>
        <p className="mt-2 max-w-md text-ink-300">
          Your project lead adds your milestones, documents and invoices here. Meanwhile, finish your onboarding.
        </p>
        <CtaLink to="/onboarding" className="mt-7">
          Continue Onboarding
        </CtaLink>
      </div>
    );
  }
  return (
    <ProjectDashboard content={content} project={project}>
      <div className={`${card} p-5 sm:p-6`}>
        <h3 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">
          <Megaphone aria-hidden="true" className="size-4 text-neon-cyan" />
          Project updates
        </h3>
        {project.updates.length === 0 ? (
          <p className="mt-3 text-sm text-ink-300">Your first weekly update arrives here soon.</p>
        ) : (
          <ul className="mt-3 grid gap-4">
            {project.updates.slice(0, 5).map((update) => (
              <li key={update.id}>
                <p className="font-display text-lg font-bold wrap-anywhere text-white">{update.title}</p>
                <div className="mt-1">
                  <ExpandableText text={update.message} className="text-sm whitespace-pre-line text-ink-200" />
                </div>
                <p className="mt-1 text-xs text-ink-300">
                  {formatDate(update.createdAt)}
                  {update.progressPercentage !== null ? ` · ${update.progressPercentage}% complete` : ""}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="grid gap-4">
        <CurrentMilestoneCard project={project} />
        {project.notes.length > 0 && (
          <div className={`${card} p-5 sm:p-6`}>
            <h3 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">
              <StickyNote aria-hidden="true" className="size-4 text-neon-lime" />
              Notes from the team
            </h3>
            <ul className="mt-3 grid gap-3">
              {project.notes.slice(0, 5).map((note) => (
                <li key={note.id}>
                  <ExpandableText text={note.content} className="text-sm whitespace-pre-line text-ink-200" />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </ProjectDashboard>
  );
}
