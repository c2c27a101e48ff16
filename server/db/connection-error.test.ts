import { describe, expect, it } from "vitest";
import { databaseFailureReason, databaseUnreachableMessage, maskDatabaseUrl } from "./connection-error.ts";

describe("the start-up line for an unreachable database", () => {
  it("masks the password wherever a connection string carries it", () => {
    expect(maskDatabaseUrl("postgres://app:p%40ss@db.internal:5432/agency?sslmode=require")).toBe(
      "postgres://app:*****@db.internal:5432/agency?sslmode=require",
    );
    expect(maskDatabaseUrl("postgres://db.internal/agency?password=hunter22&user=app")).toBe(
      "postgres://db.internal/agency?password=*****&user=app",
    );
    expect(maskDatabaseUrl("host=db password='hunter 22' dbname=agency")).toBe("host=db password=***** dbname=agency");
    expect(maskDatabaseUrl("postgres://app@db/agency")).toBe("postgres://app@db/agency");
  });

  it("names the cause from the driver's code, also inside an aggregate of IPv4 and IPv6 attempts", () => {
    const refused = Object.assign(new AggregateError([Object.assign(new Error("x"), { code: "ECONNREFUSED" })]), {});
    expect(databaseFailureReason(refused)).toMatch(/^connection refused/);
    expect(databaseFailureReason(Object.assign(new Error("…"), { code: "3D000" }))).toBe("database does not exist");
    expect(databaseFailureReason(new Error("timeout expired\n    at Socket"))).toBe("connection timed out");
    expect(databaseFailureReason(new Error("something odd\nmore"))).toBe("something odd");
  });

  it("says which database, never the password, in one line", () => {
    const error = Object.assign(new Error('password authentication failed for user "app" (hunter22)'), {
      code: "XX000",
    });
    const line = databaseUnreachableMessage(error, { databaseUrl: "postgres://app:hunter22@db/agency" });
    expect(line).toBe(
      'Cannot reach the database (DATABASE_URL postgres://app:*****@db/agency): password authentication failed for user "app" (*****) (XX000).',
    );
    expect(databaseUnreachableMessage(new Error("x"), { dataDir: "/srv/data" })).toBe(
      "Cannot reach the database (the embedded database in /srv/data): x.",
    );
  });
});
