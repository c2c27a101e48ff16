import { describe, expect, it } from "vitest";
import type { PortalOverview, PortalProjectDetail } from "../../../common/client-portal/api";
import { packageName, statusLabel, toPortalData } from "./portal-adapter";

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
  milestones: [
    { id: 1, title: "Kick-off", description: null, status: "in_progress", order: 1, dueDate: null, completedAt: null },
  ],
  deliverables: [],
  invoices: [],
  updates: [],
  notes: [],
});

const overview: PortalOverview = {
  client: { id: 1, email: "ada@example.com", firstName: "Ada", lastName: "Lovelace", company: null, phone: null },
  projects: [project(1), project(2)],
  documents: [
    {
      id: 10,
      projectId: 1,
      title: "Contract 1",
      type: "Contract",
      status: "signed",
      uploadedAt: null,
      downloadable: true,
    },
    {
      id: 11,
      projectId: 2,
      title: "Contract 2",
      type: "Contract",
      status: "pending",
      uploadedAt: null,
      downloadable: false,
    },
    { id: 12, projectId: null, title: "NDA", type: "Legal", status: "approved", uploadedAt: null, downloadable: false },
  ],
  messages: [
    {
      id: 5,
      projectId: null,
      subject: null,
      message: "Hi",
      fromClient: true,
      isRead: false,
      createdAt: "2026-03-05T09:00:00.000Z",
    },
  ],
  onboarding: { steps: [], progress: 0, questionnaireSubmitted: false },
};

describe("the signed-in portal's adapter", () => {
  it("names statuses and packages the way the screens show them", () => {
    expect(statusLabel("in_progress")).toBe("In Progress");
    expect(statusLabel("on-hold")).toBe("On Hold");
    expect(packageName("business")).toBe("Growth Engine");
    expect(packageName("custom")).toBe("custom");
  });

  it("shows one project's milestones and documents, plus the documents of no project", () => {
    const data = toPortalData(overview, overview.projects[1]);
    expect(data.project).toMatchObject({ name: "Project 2", company: "Ada Lovelace", startDate: "2026-03-02" });
    expect(data.project.expectedCompletion).toBeUndefined();
    expect(data.documents.map((document) => document.title)).toEqual(["Contract 2", "NDA"]);
    expect(data.milestones[0]).toMatchObject({ title: "Kick-off", description: "", dueDate: undefined });
    expect(data.messages[0]).toMatchObject({ author: "You", subject: "", sentAt: "2026-03-05" });
  });

  it("still draws the portal for a client without a project", () => {
    const data = toPortalData({ ...overview, projects: [] }, undefined);
    expect(data.project.name).toBe("Your project");
    expect(data.milestones).toEqual([]);
    expect(data.invoices).toEqual([]);
    expect(data.documents.map((document) => document.title)).toEqual(["NDA"]);
  });
});
