import { Download, RefreshCw, Share2 } from "lucide-react";
import { Tabs } from "radix-ui";
import { type ReactNode, useState } from "react";
import { toast } from "#app/lib/toast/toast-store";
import type { MoodBoard } from "#common/mood-board/board";
import { ArrowRight, CtaLink } from "../marketing-ui/cta-link";
import { downloadBoardPng } from "./board-png";
import { ColorsTab } from "./colors-tab";
import { LayoutTab } from "./layout-tab";
import { OverviewTab } from "./overview-tab";
import { TypographyTab } from "./typography-tab";

const TABS = [
  { value: "overview", label: "Overview" },
  { value: "colors", label: "Colors" },
  { value: "typography", label: "Typography" },
  { value: "layout", label: "Layout" },
] as const;

const actionButton =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-ink-600 px-5 py-3 font-display text-sm font-semibold text-ink-100 transition-colors hover:border-neon-cyan hover:text-neon-cyan disabled:cursor-wait disabled:opacity-70";

/** Publishes the board (its link answers 404 until then); false when the server could not be told. */
async function publishBoard(board: MoodBoard): Promise<boolean> {
  try {
    const response = await fetch(`/api/mood-board/shared/${encodeURIComponent(board.shareId)}/share`, {
      method: "POST",
    });
    return response.ok;
  } catch {
    return false;
  }
}

async function copyShareLink(board: MoodBoard) {
  const url = new URL(board.shareUrl, window.location.origin).href;
  // The clipboard is written at once, while the click still counts as the visitor's gesture.
  const copying = (async () => {
    try {
      await navigator.clipboard.writeText(url);
      return true;
    } catch {
      return false; // clipboard refused (permissions, insecure context)
    }
  })();
  const [copied, published] = await Promise.all([copying, publishBoard(board)]);
  if (!published) {
    toast({
      title: "Sharing Failed",
      description: "The link could not be turned on. Check your connection and press Share with Team again.",
      variant: "destructive",
    });
    return;
  }
  if (copied) {
    toast({
      title: "Link Copied",
      description: `Anyone with this link can view the board: ${url}`,
      variant: "success",
    });
  } else {
    toast({ title: "Copy This Link", description: url });
  }
}

/**
 * 'Your Vision Board': the four tabs and the actions. Share with Team
 * publishes the board's link; the shared page shows it read-only (no Create
 * New Board or Share with Team).
 */
export function VisionBoard({
  board,
  heading,
  onCreateNew,
}: {
  board: MoodBoard;
  heading: ReactNode;
  onCreateNew?: () => void;
}) {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await downloadBoardPng(board);
    } catch {
      toast({
        title: "Save Failed",
        description: "The image could not be made in this browser.",
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="grid gap-8">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <p className="font-display text-xs font-semibold tracking-[0.25em] wrap-anywhere text-neon-cyan uppercase">
            {board.projectName}
          </p>
          {heading}
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="button" className={actionButton} onClick={save} disabled={saving}>
            <Download aria-hidden="true" className="size-4" />
            Save Vision Board
          </button>
          {onCreateNew && (
            <button type="button" className={actionButton} onClick={() => copyShareLink(board)}>
              <Share2 aria-hidden="true" className="size-4" />
              Share with Team
            </button>
          )}
        </div>
      </div>

      <Tabs.Root defaultValue="overview" className="grid gap-6">
        <Tabs.List
          aria-label="Vision board sections"
          className="grid grid-cols-4 gap-1 rounded-full border border-ink-700 bg-ink-900/80 p-1.5 sm:flex sm:w-fit"
        >
          {TABS.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className="min-h-11 rounded-full px-1 py-2 font-display text-[13px] font-semibold whitespace-nowrap text-ink-300 transition-colors hover:text-white data-[state=active]:bg-neon-cyan data-[state=active]:text-ink-950 sm:px-5 sm:text-sm"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="overview">
          <OverviewTab board={board} />
        </Tabs.Content>
        <Tabs.Content value="colors">
          <ColorsTab board={board} />
        </Tabs.Content>
        <Tabs.Content value="typography">
          <TypographyTab board={board} />
        </Tabs.Content>
        <Tabs.Content value="layout">
          <LayoutTab board={board} />
        </Tabs.Content>
      </Tabs.Root>

      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/70 p-5 sm:flex-row sm:flex-wrap sm:items-center sm:p-6">
        <p className="font-display text-lg font-bold text-white sm:mr-auto">Ready to build it?</p>
        <CtaLink to="/book-consultation">
          Book Strategy Session <ArrowRight />
        </CtaLink>
        <CtaLink to="/reserve-slot" kind="secondary">
          Reserve Project Slot
        </CtaLink>
        {onCreateNew ? (
          <button type="button" className={actionButton} onClick={onCreateNew}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Create New Board
          </button>
        ) : (
          <CtaLink to="/mood-board" kind="secondary">
            Create Your Own Board
          </CtaLink>
        )}
      </div>
    </div>
  );
}
