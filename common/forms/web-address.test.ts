import { describe, expect, it } from "vitest";
import { hasScheme, normaliseWebAddress } from "./web-address";

describe("a website address as people type it", () => {
  it("reads a bare name, with or without a port or path, as https", () => {
    expect(normaliseWebAddress(" example.com ")).toBe("https://example.com");
    expect(normaliseWebAddress("example.com:8080")).toBe("https://example.com:8080");
    expect(normaliseWebAddress("www.example.com:8443/shop")).toBe("https://www.example.com:8443/shop");
    expect(normaliseWebAddress("localhost:3000")).toBe("https://localhost:3000");
  });

  it("keeps a written scheme, so that anything but http and https can be refused", () => {
    expect(normaliseWebAddress("http://example.com")).toBe("http://example.com");
    expect(hasScheme("javascript:alert(1)")).toBe(true);
    expect(hasScheme("mailto:hello@example.com")).toBe(true);
    expect(hasScheme("ftp://example.com:21")).toBe(true);
    expect(hasScheme("example.com:8080")).toBe(false);
  });
});
