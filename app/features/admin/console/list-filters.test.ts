import { describe, expect, it } from "vitest";
import { readListFilters, withFilter, withoutFilters } from "./list-filters";

const submissions = { statuses: ["new", "contacted"] };

describe("the list's filters in the address", () => {
  it("reads status, search and spam from the query string, a status of another list dropped", () => {
    expect(
      readListFilters(new URLSearchParams("tab=submissions&status=new&q=%20zoe%20&spam=only"), submissions),
    ).toEqual({ status: "new", q: "zoe", spam: "only" });
    expect(readListFilters(new URLSearchParams("status=scheduled"), submissions)).toEqual({
      status: "",
      q: "",
      spam: "",
    });
  });

  it("sets a filter, and an emptied filter leaves the address; the rest of it stays", () => {
    const start = new URLSearchParams("tab=consultations&q=zoe");
    expect(withFilter(start, "status", "scheduled").toString()).toBe("tab=consultations&q=zoe&status=scheduled");
    expect(withFilter(start, "q", "").toString()).toBe("tab=consultations");
    expect(start.toString()).toBe("tab=consultations&q=zoe");
  });

  it("opens another tab unfiltered", () => {
    expect(
      withoutFilters(new URLSearchParams("tab=submissions&status=new&q=zoe&spam=include"), "chats").toString(),
    ).toBe("tab=chats");
  });
});
