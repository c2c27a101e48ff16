import { describe, expect, it } from "vitest";
import type { PortalOverview, PortalProjectDetail } from "#common/client-area/api";
import { clientCompany, packageName, projectDocuments, statusLabel } from "./project-text";

const project = (id: number): PortalProjectDetail => ({
  id,
  name: `Project ${id}`,
  description: null,
  status: "on_hold",
  packageType: "business",
  totalAmount: 6000,
  progress: 10,
  startDate: "2026-03-02T00:00:00.000Z",
  expectedCompletion: null,
  actualCompletion: null,
  milestones: [],
  deliverables: [],
  invoices: [],
  updates: [],
  notes: [],
});

const document = (id: number, projectId: number | null, title: string) => ({
  id,
  projectId,
  title,
  type: "Contract",
  status: "pending" as const,
  uploadedAt: null,
  downloadable: false,
});

const overview: PortalOverview = {
  client: { id: 1, email: "ada@example.com", firstName: "Ada", lastName: "Lovelace", company: null, phone: null },
  projects: [project(1), project(2)],
  documents: [document(10, 1, "Contract 1"), document(11, 2, "Contract 2"), document(12, null, "NDA")],
  messages: [],
  onboarding: { steps: [], progress: 0, questionnaireSubmitted: false },
  payOnline: false,
};

describe("the portal's project words", () => {
  it("names statuses and packages the way the screens show them", () => {
    expect(statusLabel("in_progress")).toBe("In Progress");
    expect(statusLabel("on-hold")).toBe("On Hold");
    expect(statusLabel("In Development")).toBe("In Development");
    expect(packageName("business")).toBe("Growth Engine");
    expect(packageName("custom")).toBe("custom");
  });

  it("names the client's company, or the client when there is none", () => {
    expect(clientCompany(overview)).toBe("Ada Lovelace");
    expect(clientCompany({ ...overview, client: { ...overview.client, company: "Analytical Co." } })).toBe(
      "Analytical Co.",
    );
  });

  it("shows one project's documents plus the documents of no project", () => {
    const titles = (shown: PortalProjectDetail | undefined) =>
      projectDocuments(overview, shown).map((item) => item.title);
    expect(titles(overview.projects[1])).toEqual(["Contract 2", "NDA"]);
    expect(titles(undefined)).toEqual(["NDA"]);
  });
});
